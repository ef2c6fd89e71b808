import { CircleCheck, CircleX, Clock, LinkIcon, MapPin, Phone, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SUITE_MESSAGES, type PublicEstimate } from '@fixo/shared';

import { LanguageSwitch } from '@/components/layout/language-switch';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { inr, qtyText } from '@/modules/parts';
import { dateTime, useAnswerEstimate, useEstimate } from '@/modules/job-cards';

import { NAMESPACE } from './estimate.texts';
import { useSuiteMessage } from '@/modules/suite';

type Line = PublicEstimate['lines'][number];
type Answers = Record<number, boolean>;

/** What the customer pays for the lines they approve (same rounded line totals as the center sees). */
export function approvedTotal(lines: readonly Line[], answers: Answers): number {
  return lines.reduce((sum, l) => sum + (answers[l.lineid] === true ? l.linetotalpaise : 0), 0);
}

function CenterCard({ estimate }: { estimate: PublicEstimate }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <header className="rounded-2xl bg-slate-900 p-5 text-white">
      <p className="text-sm text-slate-300">{t('estimateFrom')}</p>
      <h1 className="text-2xl font-bold">{estimate.servicecentername}</h1>
      {estimate.servicecenteraddress && (
        <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-300">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden /> {estimate.servicecenteraddress}
        </p>
      )}
      {estimate.servicecentermobile && (
        <a
          href={`tel:+91${estimate.servicecentermobile}`}
          className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg bg-white/10 px-4 font-semibold"
        >
          <Phone className="size-4" aria-hidden /> {t('call', { mobile: estimate.servicecentermobile })}
        </a>
      )}
      {estimate.servicecentergstno && (
        <p className="mt-2 text-xs text-slate-400">{t('gstin', { gstin: estimate.servicecentergstno })}</p>
      )}
    </header>
  );
}

function LineCard({
  line,
  answer,
  onAnswer,
  done,
  chargesGst,
}: {
  line: Line;
  answer: boolean | undefined;
  onAnswer: (v: boolean) => void;
  done: boolean;
  chargesGst: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const state = done
    ? line.approval === 'Approved'
      ? true
      : line.approval === 'Declined'
        ? false
        : undefined
    : answer;
  return (
    <li
      className={cn(
        'rounded-2xl border-2 bg-white p-4',
        state === true && 'border-green-500',
        state === false && 'border-red-300 bg-red-50/40',
        state === undefined && 'border-slate-200',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p
            className={cn(
              'text-lg font-bold text-slate-900',
              state === false && 'text-slate-500 line-through',
            )}
          >
            {line.description}
          </p>
          <p className="text-sm text-slate-600">
            {qtyText(line.qty)} {line.unit} × {inr(line.unitpricepaise)}
            {line.priceincludesgst && chargesGst ? t('inclGst') : ''}
            {line.discountpaise > 0 && t('discount', { amount: inr(line.discountpaise) })}
          </p>
          {/* a center that charges no GST: the price is the amount, nothing about tax to explain */}
          {chargesGst && (
            <p className="text-sm text-slate-600">
              {t('gstLine', { rate: line.gstrate, amount: inr(line.gstpaise) })}
            </p>
          )}
        </div>
        <p className="shrink-0 text-lg font-bold tabular-nums">{inr(line.linetotalpaise)}</p>
      </div>
      {done ? (
        <p
          className={cn(
            'mt-3 flex items-center gap-1.5 font-semibold',
            state ? 'text-green-700' : 'text-red-700',
          )}
        >
          {state ? (
            <CircleCheck className="size-5" aria-hidden />
          ) : (
            <CircleX className="size-5" aria-hidden />
          )}
          {state ? t('approved') : t('declined')}
        </p>
      ) : (
        <div
          role="radiogroup"
          aria-label={t('yourAnswerFor', { item: line.description })}
          className="mt-3 grid grid-cols-2 gap-2"
        >
          <button
            type="button"
            role="radio"
            aria-checked={answer === true}
            onClick={() => onAnswer(true)}
            className={cn(
              'flex min-h-14 items-center justify-center gap-2 rounded-xl border-2 text-base font-bold',
              answer === true
                ? 'border-green-600 bg-green-600 text-white'
                : 'border-green-600 text-green-700',
            )}
          >
            <ThumbsUp className="size-5" aria-hidden /> {t('approve')}
          </button>
          <button
            type="button"
            role="radio"
            aria-checked={answer === false}
            onClick={() => onAnswer(false)}
            className={cn(
              'flex min-h-14 items-center justify-center gap-2 rounded-xl border-2 text-base font-bold',
              answer === false ? 'border-red-600 bg-red-600 text-white' : 'border-red-300 text-red-700',
            )}
          >
            <ThumbsDown className="size-5" aria-hidden /> {t('decline')}
          </button>
        </div>
      )}
    </li>
  );
}

function LinkProblem({ error }: { error: unknown }) {
  const { message: suiteMessage } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const status = error instanceof ApiError ? error.status : 0;
  const english = status === 404 ? SUITE_MESSAGES.estimateNotFound : errorMessage(error);
  const used = english === SUITE_MESSAGES.estimateUsed;
  const message = suiteMessage(english);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <LanguageSwitch className="absolute top-4 right-4 bg-white" />
      {used ? (
        <CircleCheck className="size-14 text-green-600" aria-hidden />
      ) : status === 410 ? (
        <Clock className="size-14 text-amber-500" aria-hidden />
      ) : (
        <LinkIcon className="size-14 text-slate-400" aria-hidden />
      )}
      <h1 className="text-xl font-bold text-slate-900">
        {used ? t('alreadyAnswered') : status === 410 ? t('linkEnded') : t('linkInvalid')}
      </h1>
      <p className="text-slate-700" role="alert">
        {message}
      </p>
    </main>
  );
}

/** /estimate/:token — the customer approves or declines each line from their phone, no account needed. */
export default function EstimatePage() {
  const { apiError, message: suiteMessage } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const token = useParams().token ?? '';
  const query = useEstimate(token);
  const answer = useAnswerEstimate(token);
  const [answers, setAnswers] = useState<Answers>({});
  const [missing, setMissing] = useState(false);

  if (query.isPending) return <FullScreenSpinner />;
  if (query.error) return <LinkProblem error={query.error} />;
  const estimate = query.data;
  const done = estimate.answered;
  const toAnswer = estimate.lines.filter((l) => l.approval === 'Pending' || l.approval === 'Draft');
  const allAnswered = toAnswer.every((l) => answers[l.lineid] !== undefined);
  const setAll = (v: boolean) => setAnswers(Object.fromEntries(estimate.lines.map((l) => [l.lineid, v])));

  const submit = () => {
    if (!allAnswered) {
      setMissing(true);
      return;
    }
    answer.mutate({
      decisions: toAnswer.map((l) => ({ lineid: l.lineid, approved: answers[l.lineid] === true })),
    });
  };

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-xl flex-col gap-4 bg-slate-50 px-4 py-5 pb-52">
      {/* The link comes by SMS to a customer without an account: the page has no site header, so the
          language switch sits here (the choice is kept on the phone for the next link). */}
      <LanguageSwitch className="self-end bg-white" />
      <CenterCard estimate={estimate} />
      <section className="rounded-2xl border border-slate-200 bg-white p-4">
        <p className="text-slate-600">{t('hello', { name: estimate.customername })}</p>
        <p className="mt-1 text-slate-900">
          {t('intro')} <span className="font-mono font-bold tracking-wide">{estimate.vehregistrationno}</span>{' '}
          {t('introJobCard', { vehicle: estimate.vehicle, no: estimate.jobcardno })}
        </p>
        {estimate.complaints.length > 0 && (
          <p className="mt-2 text-sm text-slate-600">
            {t('youToldUs', { complaints: estimate.complaints.join('; ') })}
          </p>
        )}
        {!done && (
          <p className="mt-2 text-sm text-slate-500">
            {t('answerBy', { date: dateTime(estimate.expireson) })}
          </p>
        )}
      </section>
      {done && (
        <Alert variant="success" title={t('thanks')}>
          {t('hasAnswer', { center: estimate.servicecentername })}
          {estimate.answeredon ? ` (${dateTime(estimate.answeredon)})` : ''}
          {t('onlyApproved', { amount: inr(estimate.approvedtotals.grandtotalpaise) })}
        </Alert>
      )}
      {!done && toAnswer.length > 1 && (
        <div className="flex gap-2">
          <Button variant="outline" className="flex-1" onClick={() => setAll(true)}>
            {t('approveAll')}
          </Button>
        </div>
      )}
      <ul className="flex flex-col gap-3" aria-label={t('lines')}>
        {estimate.lines.map((line) => (
          <LineCard
            key={line.lineid}
            line={line}
            done={done}
            chargesGst={estimate.chargesgst}
            answer={answers[line.lineid]}
            onAnswer={(v) => {
              setAnswers((a) => ({ ...a, [line.lineid]: v }));
              setMissing(false);
            }}
          />
        ))}
      </ul>
      {estimate.previouslyapprovedtotalpaise > 0 && (
        <p className="text-sm text-slate-600">
          {t('earlier', { amount: inr(estimate.previouslyapprovedtotalpaise) })}
        </p>
      )}
      {!done && (
        <div className="fixed inset-x-0 bottom-0 border-t border-slate-200 bg-white/95 p-4 backdrop-blur">
          <div className="mx-auto flex max-w-xl flex-col gap-2">
            <div className="flex items-baseline justify-between">
              <span className="text-slate-600">{t('approvedTotal')}</span>
              <span className="text-2xl font-bold tabular-nums" data-testid="approved-total">
                {inr(approvedTotal(estimate.lines, answers))}
              </span>
            </div>
            <p className="text-xs text-slate-500">
              {t(estimate.chargesgst ? 'ifAll' : 'ifAllNoGst', {
                amount: inr(estimate.totals.grandtotalpaise),
              })}
            </p>
            {(missing || answer.error) && (
              <p role="alert" className="text-sm font-semibold text-red-700">
                {answer.error ? apiError(answer.error) : suiteMessage(SUITE_MESSAGES.decisionsIncomplete)}
              </p>
            )}
            <Button size="lg" onClick={submit} loading={answer.isPending} loadingText={t('sending')}>
              {t('send')}
            </Button>
          </div>
        </div>
      )}
    </main>
  );
}

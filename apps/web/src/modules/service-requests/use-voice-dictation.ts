import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { VOICE_DICTATION_LANG } from '@fixo/shared';

/** The parts of the Web Speech API we use (not in TypeScript's DOM library). */
interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  start: () => void;
  stop: () => void;
}
type RecognitionConstructor = new () => Recognition;

export function speechRecognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** What a driver reads when dictation fails: the browser's error code in words, with the way forward. */
export function voiceErrorText(code: string): string {
  switch (code) {
    case 'not-allowed':
    case 'service-not-allowed':
      return 'Microphone access is blocked. Allow the microphone for this site in your browser settings, or type the problem.';
    case 'no-speech':
      return "We didn't hear anything. Tap the microphone and speak, or type the problem.";
    case 'audio-capture':
      return 'No microphone was found. Please type the problem.';
    case 'network':
      return 'Voice typing needs an internet connection. Please type the problem.';
    default:
      return 'Voice typing stopped. Please type the problem.';
  }
}

/** Whether the browser has dictation does not change while the page is open. */
const unchanging = () => () => undefined;

/**
 * Dictation into a text field (continuous, language VOICE_DICTATION_LANG); `supported` is false where the
 * browser lacks it, `error` says in words why dictation failed.
 */
export function useVoiceDictation(onText: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;
  const supported = useSyncExternalStore(
    unchanging,
    () => speechRecognitionConstructor() !== null,
    // The prerendered page (and the app adopting it) shows the microphone button: the phones most drivers use
    // (Chrome on Android, Safari) have dictation; elsewhere the note replaces it once the app runs.
    () => true,
  );

  const stop = useCallback(() => {
    recognition.current?.stop();
  }, []);

  const start = useCallback(() => {
    const Ctor = speechRecognitionConstructor();
    if (!Ctor || recognition.current) return;
    const r = new Ctor();
    r.lang = VOICE_DICTATION_LANG;
    r.continuous = true;
    r.interimResults = false;
    r.onresult = (event) => {
      let text = '';
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        if (result?.isFinal) text += result[0].transcript;
      }
      if (text.trim()) onTextRef.current(text.trim());
    };
    r.onerror = (event) => {
      console.error('Voice dictation failed', event.error);
      // 'aborted' is our own stop(): not a failure.
      if (event.error !== 'aborted') setError(voiceErrorText(event.error));
    };
    r.onend = () => {
      recognition.current = null;
      setListening(false);
    };
    recognition.current = r;
    setError(null);
    try {
      r.start();
      setListening(true);
    } catch (cause) {
      console.error('Voice dictation could not start', cause);
      recognition.current = null;
      setError(voiceErrorText('start'));
    }
  }, []);

  useEffect(() => () => recognition.current?.stop(), []);

  return { supported, listening, error, start, stop };
}

import { useCallback, useEffect, useRef, useState } from 'react';
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

/** Dictation into a text field (language en-US, continuous); `supported` is false where the browser lacks it. */
export function useVoiceDictation(onText: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;
  const supported = speechRecognitionConstructor() !== null;

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
    r.onerror = (event) => console.error('Voice dictation failed', event.error);
    r.onend = () => {
      recognition.current = null;
      setListening(false);
    };
    recognition.current = r;
    try {
      r.start();
      setListening(true);
    } catch (error) {
      console.error('Voice dictation could not start', error);
      recognition.current = null;
    }
  }, []);

  useEffect(() => () => recognition.current?.stop(), []);

  return { supported, listening, start, stop };
}

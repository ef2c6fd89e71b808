import { useCallback, useEffect, useState } from 'react';

const SOUND_KEY = 'fixo:center-request-sound';

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (typeof window === 'undefined') return null;
  const Ctor =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  context ??= new Ctor();
  return context;
}

/**
 * Two short tones through the Web Audio API (no audio file to download). Browsers only allow sound
 * after a user gesture, so the sound toggle calls this once when it is switched on.
 */
export function beep(): void {
  try {
    const ctx = audioContext();
    if (!ctx) return;
    if (ctx.state === 'suspended') void ctx.resume();
    const start = ctx.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.22, 1175],
    ] as const) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.18);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start + offset);
      osc.stop(start + offset + 0.2);
    }
  } catch (error) {
    // A missing or blocked audio device must never break the screen.
    console.warn('Could not play the new-request sound', error);
  }
}

function readSoundPreference(): boolean {
  try {
    return window.localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

/** The sound toggle, remembered on this device. */
export function useSoundPreference(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(readSoundPreference);
  useEffect(() => {
    try {
      window.localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
    } catch {
      // storage blocked: the toggle still works for this visit
    }
  }, [on]);
  const set = useCallback((next: boolean) => {
    setOn(next);
    if (next) beep();
  }, []);
  return [on, set];
}

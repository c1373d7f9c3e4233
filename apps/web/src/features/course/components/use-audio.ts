import { type RefObject, useCallback, useEffect, useState } from 'react';

/** The podcast player's starting volume (spec 2 §9). */
export const defaultVolume = 0.8;

export interface AudioState {
  playing: boolean;
  /** Seconds played and the whole length (NaN until known). */
  elapsed: number;
  total: number;
  volume: number;
  muted: boolean;
}

/** The state of an audio element, kept in step with its events, and the actions on it. */
export function useAudio(audio: RefObject<HTMLAudioElement | null>) {
  const [state, setState] = useState<AudioState>({
    playing: false,
    elapsed: 0,
    total: Number.NaN,
    volume: defaultVolume,
    muted: false,
  });

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    element.volume = defaultVolume;
    const sync = () =>
      setState({
        playing: !element.paused,
        elapsed: element.currentTime,
        total: element.duration,
        volume: element.volume,
        muted: element.muted,
      });
    const events = [
      'play',
      'pause',
      'ended',
      'timeupdate',
      'durationchange',
      'loadedmetadata',
      'volumechange',
    ];
    for (const event of events) element.addEventListener(event, sync);
    sync();
    return () => {
      for (const event of events) element.removeEventListener(event, sync);
    };
  }, [audio]);

  const toggle = useCallback(() => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) {
      element.play().catch((error: unknown) => console.error('The podcast could not be played', error));
    } else {
      element.pause();
    }
  }, [audio]);
  const seek = useCallback(
    (seconds: number) => {
      if (audio.current) audio.current.currentTime = seconds;
    },
    [audio],
  );
  const setVolume = useCallback(
    (volume: number) => {
      const element = audio.current;
      if (!element) return;
      element.volume = volume;
      if (volume > 0) element.muted = false;
    },
    [audio],
  );
  const toggleMute = useCallback(() => {
    if (audio.current) audio.current.muted = !audio.current.muted;
  }, [audio]);

  return { ...state, toggle, seek, setVolume, toggleMute };
}

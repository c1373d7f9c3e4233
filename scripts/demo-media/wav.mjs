// Audio made from numbers: a vowel-and-consonant synthesiser whose output sounds like distant speech
// (rising and falling pitch, formants, syllable rhythm), and a chime; written as 16-bit PCM WAV.

/** A small deterministic random source, so every run writes the same bytes. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Formant frequencies (F1, F2, F3 in Hz) of a few vowels of an adult voice. */
const vowels = {
  a: [730, 1090, 2440],
  e: [530, 1840, 2480],
  i: [270, 2290, 3010],
  o: [570, 840, 2410],
  u: [300, 870, 2240],
};

function resonance(frequency, centre, bandwidth) {
  const d = (frequency - centre) / (bandwidth / 2);
  return 1 / (1 + d * d);
}

/**
 * Speech-like audio: `text` is read as syllables (a vowel each); pitch falls across each phrase
 * (commas and full stops end phrases) the way a speaking voice does.
 */
export function speechLike(text, { sampleRate, seed = 1, f0 = 125, syllableSeconds = 0.19 }) {
  const rand = random(seed);
  const plan = [];
  for (const phrase of text
    .toLowerCase()
    .split(/[.,]/)
    .filter((p) => p.trim())) {
    const syllables = phrase.match(/[bcdfghjklmnpqrstvwxyz]*[aeiou]+/g) ?? [];
    syllables.forEach((syllable, index) => {
      const vowel = syllable.match(/[aeiou]/)?.[0] ?? 'a';
      const consonant = /^[sfzhcx]/.test(syllable) ? 'hiss' : /^[ptkbdg]/.test(syllable) ? 'burst' : 'none';
      const progress = index / Math.max(1, syllables.length - 1);
      plan.push({ vowel, consonant, pitch: f0 * (1.18 - 0.3 * progress + (rand() - 0.5) * 0.08) });
    });
    plan.push({ pause: 0.22 });
  }
  const total = plan.reduce((seconds, item) => seconds + (item.pause ?? syllableSeconds), 0) + 0.2;
  const out = new Float32Array(Math.ceil(total * sampleRate));
  let position = Math.floor(0.1 * sampleRate);
  let phase = 0;
  for (const item of plan) {
    if (item.pause) {
      position += Math.floor(item.pause * sampleRate);
      continue;
    }
    const length = Math.floor(syllableSeconds * sampleRate);
    const [f1, f2, f3] = vowels[item.vowel];
    const onset = item.consonant === 'none' ? 0 : Math.floor(0.045 * sampleRate);
    const harmonics = [];
    for (let k = 1; k * item.pitch < Math.min(4000, sampleRate / 2 - 200); k++) {
      const f = k * item.pitch;
      harmonics.push([k, resonance(f, f1, 90) + 0.7 * resonance(f, f2, 110) + 0.3 * resonance(f, f3, 160)]);
    }
    for (let n = 0; n < length && position + n < out.length; n++) {
      const t = n / sampleRate;
      let sample = 0;
      if (n < onset) {
        // A consonant: shaped noise, short for a stop, longer and softer for a fricative.
        const fade = item.consonant === 'burst' ? Math.exp(-n / (0.006 * sampleRate)) : 0.35;
        sample = (rand() * 2 - 1) * fade * 0.5;
      } else {
        const vibrato = 1 + 0.01 * Math.sin(2 * Math.PI * 5 * t);
        phase += (2 * Math.PI * item.pitch * vibrato) / sampleRate;
        for (const [k, gain] of harmonics) sample += (gain / k ** 0.6) * Math.sin(k * phase);
        const v = (n - onset) / (length - onset);
        sample *= Math.min(1, v * 8) * Math.min(1, (1 - v) * 5) * 0.22;
      }
      out[position + n] += sample;
    }
    position += length;
  }
  return out;
}

/** A soft two-note chime, as podcasts open with. */
export function chime({ sampleRate, seconds = 1.2 }) {
  const out = new Float32Array(Math.floor(seconds * sampleRate));
  for (const [frequency, start] of [
    [880, 0],
    [1318.5, 0.18],
  ]) {
    for (let n = Math.floor(start * sampleRate); n < out.length; n++) {
      const t = n / sampleRate - start;
      out[n] +=
        0.25 *
        Math.exp(-t * 3.2) *
        (Math.sin(2 * Math.PI * frequency * t) + 0.3 * Math.sin(4 * Math.PI * frequency * t));
    }
  }
  return out;
}

export function concat(...parts) {
  const out = new Float32Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** 16-bit mono PCM WAV bytes of `samples` (normalised to 90% of full scale). */
export function wavFile(samples, sampleRate) {
  const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 1e-9);
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((value, index) => {
    data.writeInt16LE(Math.round((value / peak) * 0.9 * 32767), index * 2);
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

import findAProgramEn from '../tour/find-a-program.en.vtt?url';
import findAProgramFr from '../tour/find-a-program.fr.vtt?url';
import findAProgramPoster from '../tour/find-a-program.jpg';
import findAProgramVideo from '../tour/find-a-program.webm';
import studyOnlineEn from '../tour/study-online.en.vtt?url';
import studyOnlineFr from '../tour/study-online.fr.vtt?url';
import studyOnlinePoster from '../tour/study-online.jpg';
import studyOnlineVideo from '../tour/study-online.webm';

export interface TourVideo {
  id: 'findAProgram' | 'studyOnline';
  video: string;
  poster: string;
  captions: { en: string; fr: string };
}

/**
 * The quick tour's videos: wordless sketches of the portal with English and French captions, made
 * by `scripts/tour/record-tour.ts` and shipped with the app (spec 3 §2: "videos from static
 * resource paths"). They show no organisation's name, so every organisation can use them.
 */
export const tourVideos: readonly TourVideo[] = [
  {
    id: 'findAProgram',
    video: findAProgramVideo,
    poster: findAProgramPoster,
    captions: { en: findAProgramEn, fr: findAProgramFr },
  },
  {
    id: 'studyOnline',
    video: studyOnlineVideo,
    poster: studyOnlinePoster,
    captions: { en: studyOnlineEn, fr: studyOnlineFr },
  },
];

/** One line of narration, shown from `from` to `to` seconds. */
export interface Caption {
  from: number;
  to: number;
  en: string;
  fr: string;
}

/** The videos of the quick tour, their length, poster frame and captions (timed to draw-scenes.ts). */
export const tourScenes = [
  {
    id: 'find-a-program',
    seconds: 15,
    posterAt: 5,
    captions: [
      {
        from: 0,
        to: 4,
        en: 'Open Programs in the header to see every program, grouped by level of study.',
        fr: 'Ouvrez Programmes dans l’en-tête pour voir tous les programmes, classés par niveau d’études.',
      },
      {
        from: 4,
        to: 7.6,
        en: 'Choose a program to open its page.',
        fr: 'Choisissez un programme pour ouvrir sa page.',
      },
      {
        from: 7.6,
        to: 11.8,
        en: 'Read its overview, its curriculum and the answers to frequent questions.',
        fr: 'Consultez sa présentation, son programme d’études et les réponses aux questions fréquentes.',
      },
      {
        from: 11.8,
        to: 15,
        en: 'Ready? Sign up or log in, then apply online.',
        fr: 'Prêt ? Créez un compte ou connectez-vous, puis postulez en ligne.',
      },
    ],
  },
  {
    id: 'study-online',
    seconds: 15,
    posterAt: 7.9,
    captions: [
      {
        from: 0,
        to: 4.8,
        en: 'Watch lectures and read course material whenever it suits you.',
        fr: 'Regardez les cours et lisez les supports quand cela vous convient.',
      },
      {
        from: 4.8,
        to: 9,
        en: 'Check what you have learnt with short quizzes.',
        fr: 'Vérifiez vos acquis grâce à de courts quiz.',
      },
      {
        from: 9,
        to: 12,
        en: 'Follow your progress through every course.',
        fr: 'Suivez votre progression dans chaque cours.',
      },
      {
        from: 12,
        to: 15,
        en: 'Finish the program and download your certificate.',
        fr: 'Terminez le programme et téléchargez votre certificat.',
      },
    ],
  },
] as const satisfies readonly {
  id: string;
  seconds: number;
  posterAt: number;
  captions: readonly Caption[];
}[];

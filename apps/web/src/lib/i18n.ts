import i18next, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import commonEn from '../locales/en/common.json';
import commonFr from '../locales/fr/common.json';
import { cookieValue, saveCookie } from './cookies.ts';

/**
 * Catalogues live in `src/locales/<language>/<namespace>.json`, one namespace per feature plus
 * `common` for the shell and shared components. `common` ships with the app (loading and error
 * states need it before anything else arrives); every other namespace is its own small file,
 * fetched the first time a screen asks for it in the current language.
 */
const lazyCatalogues = import.meta.glob<ResourceKey>(['../locales/*/*.json', '!../locales/*/common.json'], {
  import: 'default',
});

export const languages = ['en', 'fr'] as const;

/** The catalogues of the first screens (landing and catalogue), fetched at start-up beside `common`. */
export const startupNamespaces = ['public-site', 'programs'];
export type Language = (typeof languages)[number];

/**
 * The visitor's choice is kept on the device in a cookie, so that the server can send the
 * prerendered landing page in that language too (ADR: first paint). Not HttpOnly: the app writes
 * it. (It was in localStorage, whose first read at start-up costs a slow phone dearly.)
 */
export const languageCookieName = 'aula.language';

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The visitor's earlier choice, else the first of their languages we have, else English. The browser
 * asks this of its cookie and `navigator.languages`; the server, of the same cookie and Accept-Language.
 */
export function preferredLanguage(stored: unknown, visitorLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of visitorLanguages) {
    const base = tag.slice(0, 2).toLowerCase();
    if (isLanguage(base)) return base;
  }
  return 'en';
}

export function initialLanguage(): Language {
  return preferredLanguage(cookieValue(languageCookieName), navigator.languages ?? []);
}

const catalogueBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = lazyCatalogues[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No catalogue ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue),
      // `true` asks i18next to try again: a catalogue chunk can fail on a flaky connection.
      (error: unknown) => callback(error instanceof Error ? error : String(error), true),
    );
  },
};

function reflectLanguage(language: string): void {
  // The server renders the landing page with this same instance, where there is no document.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  saveCookie(languageCookieName, language);
}

export const i18n = i18next.createInstance();

i18n.on('languageChanged', reflectLanguage);

void i18n
  .use(catalogueBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    supportedLngs: languages,
    fallbackLng: 'en',
    load: 'languageOnly',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: commonEn }, fr: { common: commonFr } },
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/** Switches language once the new language's catalogues for the screens on view have arrived. */
export function changeLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language);
}

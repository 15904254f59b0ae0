// Transliterations compared without accents: the Strong's importer writes them this way and
// the search compares a reader's query the same way (pure: server, importer and client).

/** Accents removed, so "theos" finds "theós" and "shalom" finds "shâlôwm". */
export function plainLetters(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u02bc\u02be\u02bf\u1d49]/g, '')
    .toLowerCase();
}

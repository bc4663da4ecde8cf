import fs from 'node:fs';

/** A word list as read from its file: single words, and phrases of several words. */
export interface WordList {
  words: Set<string>;
  phrases: string[];
}

/** Words as compared: lower case, letters and digits only, apostrophes kept ("don't"). */
const WORD = /[\p{L}\p{M}\p{N}']+/gu;
const wordsOf = (text: string) => text.toLowerCase().match(WORD) ?? [];

export function parseWordList(body: string): WordList {
  const list: WordList = { words: new Set(), phrases: [] };
  for (const line of body.split(/\r?\n/)) {
    const entry = wordsOf(line.trim().startsWith('#') ? '' : line);
    if (entry.length === 1) list.words.add(entry[0]!);
    else if (entry.length > 1) list.phrases.push(entry.join(' '));
  }
  return list;
}

/** Read once per process (a server start, a moderation command): a new list takes a restart. */
export function loadWordList(file: string): WordList {
  return parseWordList(fs.readFileSync(file, 'utf8'));
}

/**
 * Links in any form a shopper could follow or copy: a scheme, www., or a bare domain on a common
 * ending ("example.com", "shop.in/x"). "2.5 kg" and "e.g." are not domains; a false alarm only
 * costs a moderator's look, a missed link a spam review.
 */
const LINK =
  /\bhttps?:\/\/\S+|\bwww\.\S+|\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|in|net|org|io|co|info|biz|xyz|shop|store|online|site|app|me|ly|link|click|top|club|live|gl|to|us|uk)\b/iu;

/** Why a review must wait for a moderator, or null: a listed word or phrase, or a link. */
export function flagReason(list: WordList, ...texts: string[]): string | null {
  for (const text of texts) {
    const words = wordsOf(text);
    const listed = words.find((w) => list.words.has(w));
    if (listed) return `word list: "${listed}"`;
    const joined = ` ${words.join(' ')} `;
    const phrase = list.phrases.find((p) => joined.includes(` ${p} `));
    if (phrase) return `word list: "${phrase}"`;
  }
  for (const text of texts) {
    const link = LINK.exec(text);
    if (link) return `link: "${link[0].slice(0, 60)}"`;
  }
  return null;
}

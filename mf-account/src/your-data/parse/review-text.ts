/**
 * Review text between Letterboxd and Marquee. Marquee stores a review as the editor's document
 * serialized as JSON: blocks (`paragraph`, `bulleted-list`/`numbered-list` of `list-item`) whose
 * leaves hold the text. Letterboxd exports text with line breaks and a little HTML.
 */
import { REVIEW_TEXT_MAX, serializeDocument, type ReviewDocument } from '@marquee/shared/rich-text';

const SPOILER_NOTE = /^\s*this review may contain spoilers\.?\s*(\n|$)/i;

export interface ImportedReviewText {
  /** The document to store, or null when there is no text. */
  stored: string | null;
  /** The text was over the limit and was cut. */
  truncated: boolean;
  /** The text itself said it contains spoilers. */
  spoilerNote: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Letterboxd's markup to lines of plain text: breaks and paragraphs become line ends, other tags go. */
function plainLines(raw: string): string[] {
  const text = raw
    .replace(/\r\n?/g, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The first `units` UTF-16 code units of `line`, without splitting a surrogate pair: the editor
 * and the database count an emoji as 2.
 */
function cutAt(line: string, units: number): string {
  const last = line.charCodeAt(units - 1);
  return line.slice(0, last >= 0xd800 && last <= 0xdbff ? units - 1 : units);
}

/** One paragraph per line, cut so the visible text (as the editor counts it) stays within the limit. */
export function reviewTextFromLetterboxd(raw: string | undefined): ImportedReviewText {
  let text = raw ?? '';
  const spoilerNote = SPOILER_NOTE.test(text);
  if (spoilerNote) text = text.replace(SPOILER_NOTE, '');
  const lines = plainLines(text);
  if (lines.length === 0) return { stored: null, truncated: false, spoilerNote };
  const kept: string[] = [];
  let left = REVIEW_TEXT_MAX;
  let truncated = false;
  for (const line of lines) {
    if (left <= 0) {
      truncated = true;
      break;
    }
    if (line.length > left) {
      kept.push(cutAt(line, left));
      truncated = true;
      break;
    }
    kept.push(line);
    left -= line.length;
  }
  const document: ReviewDocument = kept.map((line) => ({ type: 'paragraph', children: [{ text: line }] }));
  return { stored: serializeDocument(document), truncated, spoilerNote };
}

/**
 * The review text as stored: the editor's document serialized as JSON. Rendering it walks the
 * nodes into React elements, so a stored review can never inject HTML into the page.
 */
import { REVIEW_TEXT_STORED_MAX, type FormattedText, type ListItemElement, type ReviewDocument, type ReviewElement } from './document';

export function emptyDocument(): ReviewDocument {
  return [{ type: 'paragraph', children: [{ text: '' }] }];
}

interface NodeLike {
  text?: unknown;
  children?: unknown;
}

function isTextNode(node: unknown): node is FormattedText {
  return typeof node === 'object' && node !== null && typeof (node as NodeLike).text === 'string';
}

/** The leaves of any node tree, in document order. */
function leavesOf(nodes: readonly unknown[]): FormattedText[] {
  const leaves: FormattedText[] = [];
  const walk = (node: unknown) => {
    if (isTextNode(node)) leaves.push(node);
    else if (typeof node === 'object' && node !== null && Array.isArray((node as NodeLike).children)) {
      for (const child of (node as { children: unknown[] }).children) walk(child);
    }
  };
  for (const node of nodes) walk(node);
  return leaves;
}

/** The text a reader sees, without markup: block boundaries add nothing ("stripped of markup"). */
export function plainTextOf(nodes: readonly unknown[]): string {
  return leavesOf(nodes)
    .map((leaf) => leaf.text)
    .join('');
}

/** Plain text per block, for previews and for the length rules. */
export function plainTextLength(nodes: readonly unknown[]): number {
  return plainTextOf(nodes).length;
}

const BLOCK_TYPES = new Set(['paragraph', 'list-item', 'bulleted-list', 'numbered-list']);

function sanitizeLeaf(node: unknown): FormattedText {
  const source = isTextNode(node) ? node : { text: '' };
  const leaf: FormattedText = { text: source.text };
  if (source.bold === true) leaf.bold = true;
  if (source.italic === true) leaf.italic = true;
  if (source.underline === true) leaf.underline = true;
  return leaf;
}

function sanitizeLeaves(children: unknown): FormattedText[] {
  const leaves = Array.isArray(children) ? leavesOf(children).map(sanitizeLeaf) : [];
  return leaves.length > 0 ? leaves : [{ text: '' }];
}

/** Keeps only the shapes the editor knows, so stored data of any origin renders as intended. */
function sanitizeElement(node: unknown): ReviewElement | null {
  if (typeof node !== 'object' || node === null) return null;
  const { type, children } = node as { type?: unknown; children?: unknown };
  if (typeof type !== 'string' || !BLOCK_TYPES.has(type)) {
    return isTextNode(node) ? { type: 'paragraph', children: [sanitizeLeaf(node)] } : null;
  }
  if (type === 'bulleted-list' || type === 'numbered-list') {
    const items: ListItemElement[] = (Array.isArray(children) ? children : []).map((child) => ({
      type: 'list-item',
      children: sanitizeLeaves(typeof child === 'object' && child !== null ? ((child as NodeLike).children ?? [child]) : []),
    }));
    return items.length > 0 ? { type, children: items } : null;
  }
  return { type: type as 'paragraph' | 'list-item', children: sanitizeLeaves(children) };
}

/** Plain text (legacy or typed elsewhere) becomes one paragraph per line. */
function documentFromPlainText(text: string): ReviewDocument {
  return text.split(/\r?\n/).map((line) => ({ type: 'paragraph', children: [{ text: line }] }));
}

/** Reads stored review text into a document; anything that is not our JSON is plain text. */
export function parseReviewText(stored: string | null | undefined): ReviewDocument {
  if (!stored) return emptyDocument();
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return documentFromPlainText(stored);
  }
  if (!Array.isArray(parsed)) return documentFromPlainText(stored);
  const elements = parsed.map(sanitizeElement).filter((element): element is ReviewElement => element !== null);
  return elements.length > 0 ? elements : emptyDocument();
}

export function serializeDocument(nodes: readonly ReviewElement[]): string {
  return JSON.stringify(nodes);
}

function isBlankElement(element: ReviewElement): boolean {
  return plainTextOf([element]).trim() === '';
}

/**
 * The document as a reader sees it: a list item without text is not a bullet anyone wrote (the
 * editor leaves one behind when a list is ended), so it goes, and so does a list left with none.
 */
export function withoutEmptyListItems(nodes: readonly ReviewElement[]): ReviewElement[] {
  return nodes.flatMap((node): ReviewElement[] => {
    if (node.type !== 'bulleted-list' && node.type !== 'numbered-list') return [node];
    const items = node.children.filter((item) => !isBlankElement(item));
    return items.length > 0 ? [{ ...node, children: items }] : [];
  });
}

/**
 * The text to send (trimmed, null when empty): empty list items go, blank blocks at either end
 * go, and so do spaces at the very start and end of the text.
 */
export function trimmedReviewText(stored: string): string | null {
  const nodes = withoutEmptyListItems(parseReviewText(stored));
  let start = 0;
  let end = nodes.length;
  while (start < end && isBlankElement(nodes[start]!)) start += 1;
  while (end > start && isBlankElement(nodes[end - 1]!)) end -= 1;
  if (start === end) return null;
  const kept: ReviewElement[] = structuredClone(nodes.slice(start, end));
  const leaves = leavesOf(kept).filter((leaf) => leaf.text !== '');
  const first = leaves[0];
  const last = leaves[leaves.length - 1];
  if (first) first.text = first.text.trimStart();
  if (last) last.text = last.text.trimEnd();
  return fitForStorage(kept);
}

/**
 * The serialized text, within the database's bound. Formatting costs storage per run, so a
 * 2000-character text formatted run by run could exceed it; such a text is kept as plain
 * paragraphs, which always fit.
 */
function fitForStorage(nodes: ReviewElement[]): string {
  const serialized = serializeDocument(nodes);
  if (serialized.length <= REVIEW_TEXT_STORED_MAX) return serialized;
  const paragraphs: ReviewElement[] = nodes
    .flatMap((node) => (node.type === 'bulleted-list' || node.type === 'numbered-list' ? node.children : [node]))
    .map((block) => plainTextOf([block]))
    .filter((text) => text.trim() !== '')
    .map((text) => ({ type: 'paragraph', children: [{ text }] }));
  return serializeDocument(paragraphs);
}

/** Whether stored review text holds anything but whitespace. */
export function hasReviewText(stored: string | null | undefined): boolean {
  return plainTextOf(parseReviewText(stored)).trim() !== '';
}

/**
 * The stored review as plain text with its line breaks: one line per block, each list item on a
 * line of its own (the data export's text, and what an import compares).
 */
export function plainTextLinesOf(stored: string | null | undefined): string {
  if (!stored) return '';
  return parseReviewText(stored)
    .flatMap((block) => (block.type === 'bulleted-list' || block.type === 'numbered-list' ? block.children : [block]))
    .map((block) => plainTextOf([block]))
    .join('\n');
}

import type { List, Nodes, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';

/**
 * The analysis as a person would paste it into a note or an email: the markdown's words without its marks
 * (`**Offline analysis**` becomes "Offline analysis"), a blank line between paragraphs and a bullet per list
 * item.
 */
export function analysisAsText(markdown: string): string {
  return fromMarkdown(markdown).children.map(block).filter(Boolean).join('\n\n');
}

function block(node: RootContent): string {
  if (node.type === 'list') return listItems(node).join('\n');
  if (node.type === 'thematicBreak') return '';
  return inline(node);
}

function listItems(list: List, depth = 0): string[] {
  return list.children.flatMap((item, index) => {
    const marker = list.ordered ? `${(list.start ?? 1) + index}.` : '•';
    const [first, ...rest] = item.children;
    const lines = [`${'  '.repeat(depth)}${marker} ${first ? inline(first) : ''}`];
    for (const child of rest)
      lines.push(
        ...(child.type === 'list'
          ? listItems(child, depth + 1)
          : [`${'  '.repeat(depth + 1)}${inline(child)}`]),
      );
    return lines;
  });
}

/** A block's words on one line: soft line breaks inside a paragraph become spaces. */
const inline = (node: Nodes) =>
  toString(node)
    .replace(/\s*\n\s*/g, ' ')
    .trim();

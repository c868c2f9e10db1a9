import { dropForeignLinks } from '../_shared/analysis-grounding.ts';

/** One server-sent event: `delta` (words as the model writes them) or `done` (the stored analysis). */
export function sseEvent(name: 'delta' | 'done', data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Where a link may start: its words, an image, an autolink or a bare address. */
const LINK_START = /[[!<]|https?:|www\./i;

/**
 * The model's text, passed on as it arrives but never a link to another site: words go out at once up to
 * the last space, and from the first sign of a link the rest of the line waits until the line is whole,
 * then goes out through the same filter as the stored text (dropForeignLinks).
 */
export function linkSafeText(siteUrl?: string) {
  let line = '';
  let sent = 0;
  /** What of the line may go now; the line's end (`whole`) lets the held part go, filtered. */
  const release = (whole: boolean) => {
    const rest = line.slice(sent);
    if (whole) {
      sent = line.length;
      return dropForeignLinks(rest, siteUrl);
    }
    const risky = rest.search(LINK_START);
    const safe = rest.slice(0, risky === -1 ? rest.length : risky);
    const upTo = safe.lastIndexOf(' ') + 1;
    sent += upTo;
    return safe.slice(0, upTo);
  };
  return {
    /** The text that may be shown after `piece`. */
    push(piece: string): string {
      let out = '';
      for (const [index, part] of piece.split('\n').entries()) {
        if (index > 0) {
          out += `${release(true)}\n`;
          line = '';
          sent = 0;
        }
        line += part;
      }
      return out + release(false);
    },
    /** What was held at the end of the text. */
    end(): string {
      return release(true);
    },
  };
}

import { useEffect, useState } from 'react';
import { site } from '@/config/site';
import { newsletterMessages } from '../messages';

/** Webmail a visitor can open in one tap, by the domain of the address they gave. */
const webmail: { name: string; url: string; domains: string[] }[] = [
  { name: 'Gmail', url: 'https://mail.google.com/mail/u/0/#inbox', domains: ['gmail.com', 'googlemail.com'] },
  {
    name: 'Outlook',
    url: 'https://outlook.live.com/mail/0/',
    domains: ['outlook.com', 'hotmail.com', 'live.com', 'msn.com'],
  },
  { name: 'Yahoo Mail', url: 'https://mail.yahoo.com/', domains: ['yahoo.com', 'ymail.com'] },
  { name: 'iCloud Mail', url: 'https://www.icloud.com/mail', domains: ['icloud.com', 'me.com', 'mac.com'] },
  { name: 'Proton Mail', url: 'https://mail.proton.me/', domains: ['proton.me', 'protonmail.com'] },
];

export function webmailFor(address: string) {
  const domain = address.split('@').pop()?.toLowerCase() ?? '';
  return webmail.find((service) => service.domains.includes(domain));
}

/** A likely typo in the address's domain (gmial.com), and the address it was probably meant to be. */
export async function suggestedAddress(address: string): Promise<string | undefined> {
  const { run } = await import('@zootools/email-spell-checker');
  const suggestion = run({ email: address })?.full;
  return suggestion && suggestion !== address ? suggestion : undefined;
}

/**
 * Under the newsletter's "Subscribed!": where the confirmation mail went, a way to fix a mistyped domain
 * before waiting for a mail that never comes, and the visitor's inbox one tap away. It says the same for a
 * new and a known address: only what the visitor typed.
 */
export function CheckYourInbox({
  address,
  className,
  onUseAddress,
}: {
  address: string;
  className: string;
  onUseAddress: (address: string) => void;
}) {
  const [suggestion, setSuggestion] = useState<string>();
  useEffect(() => {
    let current = true;
    suggestedAddress(address).then(
      (found) => current && setSuggestion(found),
      () => undefined, // no suggestion is the ordinary case
    );
    return () => {
      current = false;
    };
  }, [address]);
  const inbox = webmailFor(address);

  return (
    <div className={`mt-3 space-y-2 text-sm ${className}`}>
      <p>
        {newsletterMessages.sentTo} <strong className="break-all">{address}</strong>.{' '}
        {newsletterMessages.confirm}
      </p>
      {suggestion && (
        <p>
          {newsletterMessages.didYouMean}{' '}
          <button type="button" className="font-semibold underline" onClick={() => onUseAddress(suggestion)}>
            {suggestion}
          </button>
          ?
        </p>
      )}
      {inbox && (
        <p>
          <a href={inbox.url} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
            Open {inbox.name}
          </a>
        </p>
      )}
    </div>
  );
}

/** In place of "check your inbox" when a limit skipped the confirmation: no mail is promised. */
export function ConfirmationNotSent({ className }: { className: string }) {
  return (
    <p className={`mt-3 ${className}`}>
      {newsletterMessages.notSent}{' '}
      <a href={`mailto:${site.email}`} className="font-semibold underline">
        {site.email}
      </a>
      .
    </p>
  );
}

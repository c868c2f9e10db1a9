import { useId, useState, type FormEvent } from 'react';
import { Honeypot } from '@/components/form/fields';
import { buttonClasses } from '@/components/ui/button-link';
import { subscribe, type NewsletterSource } from '../api/subscribe';

type Status = 'idle' | 'submitting' | 'subscribed' | 'error';

export const newsletterMessages = {
  submitting: 'Subscribing...',
  subscribed: 'Subscribed!',
  error: 'There was an error subscribing. Please try again.',
} as const;

/**
 * The newsletter sign-up, placed by the blog and Labs with their own heading. One request id per address:
 * a retry after a failure reuses it, so the address is stored once however often the visitor clicks.
 */
export function NewsletterForm({
  source,
  tone = 'light',
}: {
  source: NewsletterSource;
  tone?: 'light' | 'dark';
}) {
  const [email, setEmail] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const id = useId();
  const errorId = `${id}-error`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting' || !email.trim()) return;
    setStatus('submitting');
    try {
      // A filled honeypot is a bot: it sees success, and nothing is stored.
      if (!honeypot) await subscribe({ email, source }, requestId);
      setStatus('subscribed');
      setEmail('');
      setRequestId(crypto.randomUUID());
    } catch {
      setStatus('error');
    }
  };

  const onEmailChange = (value: string) => {
    setEmail(value);
    setRequestId(crypto.randomUUID());
    if (status === 'subscribed') setStatus('idle');
  };

  const labelTone = tone === 'dark' ? 'text-white' : 'text-slate-800';
  return (
    <form onSubmit={onSubmit} className="w-full max-w-md">
      <label htmlFor={`${id}-email`} className={`block text-sm font-semibold ${labelTone}`}>
        Email address
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          aria-invalid={status === 'error' || undefined}
          aria-describedby={status === 'error' ? errorId : undefined}
          placeholder="you@startup.com"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-700"
        />
        {status === 'subscribed' ? (
          <p
            role="status"
            className={`flex items-center px-2 font-semibold ${tone === 'dark' ? 'text-white' : 'text-emerald-800'}`}
          >
            {newsletterMessages.subscribed}
          </p>
        ) : (
          <button
            type="submit"
            disabled={!email.trim() || status === 'submitting'}
            className={buttonClasses('primary', 'disabled:cursor-not-allowed disabled:opacity-60')}
          >
            {status === 'submitting' ? newsletterMessages.submitting : 'Subscribe'}
          </button>
        )}
      </div>
      <Honeypot formId={id} value={honeypot} onChange={setHoneypot} />
      {status === 'error' && (
        <p
          id={errorId}
          role="alert"
          className={`mt-3 text-sm font-medium ${tone === 'dark' ? 'text-rose-100' : 'text-rose-700'}`}
        >
          {newsletterMessages.error}
        </p>
      )}
    </form>
  );
}

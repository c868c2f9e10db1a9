-- Recipient keys fold what only looks different (docs/decisions/0032-refused-only-for-what-the-visitor-typed.md).
-- An address with a character that shows as nothing (a zero-width space or joiner, a direction mark, the
-- soft hyphen, a filler, a variation selector, a tag character) or in a compatibility form (a fullwidth ａ)
-- reaches the same eyes as the plain one, so it counts against the same limits: such characters are
-- dropped and the address folded to NFKC before the rest of the key. The forms refuse such addresses
-- ("Email is invalid"); this holds for whatever reaches the database another way.
create or replace function private.recipient_key(email text) returns text
  language plpgsql
  immutable
  set search_path = ''
as $$
declare
  -- Unicode's default-ignorable code points, which no mail client shows.
  address text := lower(normalize(regexp_replace(btrim(email),
    '[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]',
    '', 'g'), NFKC));
  domain text := substring(address from '@([^@]*)$');
  mailbox text;
begin
  if domain is null then
    return address;
  end if;
  mailbox := left(address, char_length(address) - char_length(domain) - 1);
  domain := rtrim(domain, '.');
  -- victim+1@ and victim+2@ reach victim@ at every large provider.
  mailbox := split_part(mailbox, '+', 1);
  -- Gmail ignores dots in the mailbox, and googlemail.com is the same service.
  if domain in ('gmail.com', 'googlemail.com') then
    mailbox := replace(mailbox, '.', '');
    domain := 'gmail.com';
  end if;
  return mailbox || '@' || domain;
end;
$$;
comment on function private.recipient_key(text) is
  'The mailbox an address reaches: invisible characters dropped, NFKC, lowercased, +tag removed, Gmail''s dots removed and googlemail.com as gmail.com.';

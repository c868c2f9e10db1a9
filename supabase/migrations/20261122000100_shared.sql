-- Shared building blocks: value types that several tables use and the trigger functions that keep
-- timestamps honest. Nothing here is reachable by the site's visitors.

-- An e-mail address of a plausible shape: text, an at sign, text, a dot, text (docs/product/forms.md), at most
-- 254 characters (the SMTP limit).
create domain public.email_address as text
  constraint email_address_shape check (
    char_length(value) <= 254 and value ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  );
comment on domain public.email_address is 'An e-mail address: text@text.text, at most 254 characters.';

-- A web address: http:// or https:// with no spaces, at most 500 characters.
create domain public.web_url as text
  constraint web_url_shape check (char_length(value) <= 500 and value ~ '^https?://[^[:space:]]+$');
comment on domain public.web_url is 'A web address starting with http:// or https://, without spaces.';

-- A URL-safe identifier used in page addresses: lowercase words joined by single hyphens.
create domain public.slug as text
  constraint slug_shape check (char_length(value) <= 100 and value ~ '^[a-z0-9]+(-[a-z0-9]+)*$');
comment on domain public.slug is
  'The address of a page: lowercase letters, digits and single hyphens, e.g. "pricing-for-first-time-founders".';

-- Content tables keep updated_at current on every edit, whoever makes it (the console included).
create function public.set_updated_at() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
comment on function public.set_updated_at() is 'Trigger: stamps updated_at on every update.';

-- Publishing a post in the console without a date dates it now, so it sorts where the owner expects.
create function public.set_published_at() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if new.published and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end;
$$;
comment on function public.set_published_at() is 'Trigger: dates a post when it is published without a date.';

-- Addresses are stored lowercased and trimmed, so one person is one subscriber however they type it.
create function public.normalize_email() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  return new;
end;
$$;
comment on function public.normalize_email() is 'Trigger: lowercases and trims the email column.';

-- Trigger functions run with the table owner's rights when fired; nobody needs to call them directly.
revoke all on function public.set_updated_at() from public, anon, authenticated;
revoke all on function public.set_published_at() from public, anon, authenticated;
revoke all on function public.normalize_email() from public, anon, authenticated;

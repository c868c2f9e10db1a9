-- One inbox for leads (docs/owner.md, "Leads"): every lead of every kind lands once in public.leads, fed
-- by triggers on the eight lead tables, with the page and UTM it came from and a status the owner sets.
-- public.leads_export is the same, newest first, with every text cell safe to open in a spreadsheet.
-- Visitors can read none of it.

-- ---------------------------------------------------------------------------------------------------
-- Where each lead came from: the page the form was on and the visit's UTM parameters (src/lib/leads.ts).
do $$
declare
  lead_table text;
begin
  foreach lead_table in array array[
    'contact_submissions', 'labs_submissions', 'collective_inquiries', 'collective_applications',
    'newsletter_subscribers', 'growth_diagnostics', 'playbook_requests', 'labs_beta_requests'
  ] loop
    execute format(
      $sql$
        alter table public.%1$I
          add column page text constraint %1$s_page_shape check (char_length(page) <= 300 and page ~ '^/[^[:space:]]*$'),
          add column utm jsonb constraint %1$s_utm_shape check (
            jsonb_typeof(utm) = 'object' and octet_length(utm::text) <= 1200
            and utm - array['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] = '{}'::jsonb
          );
        comment on column public.%1$I.page is 'The page the form was sent from.';
        comment on column public.%1$I.utm is 'The UTM parameters of the visit (utm_source, utm_medium, ...).';
        grant insert (page, utm) on public.%1$I to anon;
      $sql$,
      lead_table);
  end loop;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- The inbox.
create table public.leads (
  id uuid primary key default gen_random_uuid(),
  received_at timestamptz not null,
  kind text not null constraint leads_kind_check check (kind in (
    'contact', 'labs idea', 'collective inquiry', 'collective application', 'newsletter',
    'growth diagnostic', 'playbook', 'beta request')),
  name text,
  email text,
  summary text not null,
  page text,
  utm text,
  status text not null default 'new'
    constraint leads_status_check check (status in ('new', 'replied', 'won', 'lost', 'spam')),
  status_changed_at timestamptz,
  status_changed_by text,
  note text constraint leads_note_length check (char_length(note) <= 2000),
  lead_table text not null,
  lead_id uuid not null,
  created_at timestamptz not null default now(),
  constraint leads_one_per_lead unique (lead_table, lead_id)
);
comment on table public.leads is 'Every lead of every kind, one row each (sort by received_at, newest first). Set status as you answer; export from leads_export.';
comment on column public.leads.received_at is 'When the visitor sent it.';
comment on column public.leads.kind is 'Which form: contact, labs idea, collective inquiry, collective application, newsletter, growth diagnostic, playbook or beta request.';
comment on column public.leads.name is 'The name the visitor gave, if the form asks for one.';
comment on column public.leads.email is 'Where to answer.';
comment on column public.leads.summary is 'One line of what they asked; the whole lead is the row lead_id of lead_table.';
comment on column public.leads.page is 'The page the form was sent from.';
comment on column public.leads.utm is 'Campaign of the visit: source / medium / campaign (term, content).';
comment on column public.leads.status is 'new, replied, won, lost or spam. Change it as you handle the lead; when and by whom are recorded.';
comment on column public.leads.status_changed_at is 'Set automatically when status changes.';
comment on column public.leads.status_changed_by is 'Who changed status: your sign-in email where the database knows it, otherwise the database user (the dashboard is "postgres"); type your name over it.';
comment on column public.leads.note is 'Your own note, e.g. what you answered.';
comment on column public.leads.lead_table is 'The table holding the whole lead.';
comment on column public.leads.lead_id is 'The id of the lead in lead_table.';

create index leads_received_at_idx on public.leads (received_at desc);

-- One row of the inbox, from a lead table's row.
create function private.lead_entry(lead_table text, lead jsonb) returns public.leads
  language plpgsql
  stable
  set search_path = ''
as $$
declare
  entry public.leads;
  one_line text;
begin
  entry.lead_table := lead_table;
  entry.lead_id := (lead ->> 'id')::uuid;
  entry.received_at := (lead ->> 'created_at')::timestamptz;
  entry.name := coalesce(lead ->> 'full_name', lead ->> 'name');
  entry.email := lead ->> 'email';
  entry.page := lead ->> 'page';
  entry.utm := nullif(concat_ws(' / ',
    lead -> 'utm' ->> 'utm_source', lead -> 'utm' ->> 'utm_medium', lead -> 'utm' ->> 'utm_campaign',
    lead -> 'utm' ->> 'utm_term', lead -> 'utm' ->> 'utm_content'), '');
  case lead_table
    when 'contact_submissions' then
      entry.kind := 'contact';
      one_line := lead ->> 'message';
    when 'labs_submissions' then
      entry.kind := 'labs idea';
      one_line := concat_ws(': ', lead ->> 'startup_name', lead ->> 'problem');
    when 'collective_inquiries' then
      entry.kind := 'collective inquiry';
      one_line := concat_ws(' · ', lead ->> 'company_name',
        (select string_agg(value, ', ') from jsonb_array_elements_text(lead -> 'challenges')),
        lead ->> 'timeline', lead ->> 'description');
    when 'collective_applications' then
      entry.kind := 'collective application';
      one_line := concat_ws(' · ',
        (select string_agg(value, ', ') from jsonb_array_elements_text(lead -> 'expertise')),
        lead ->> 'availability', lead ->> 'linkedin_url');
    when 'newsletter_subscribers' then
      entry.kind := 'newsletter';
      one_line := 'Subscribed from ' || (lead ->> 'source');
    when 'growth_diagnostics' then
      entry.kind := 'growth diagnostic';
      one_line := concat_ws(' · ', lead ->> 'stage', lead ->> 'challenge',
        (select string_agg(value, ', ') from jsonb_array_elements_text(lead -> 'needs')));
    when 'playbook_requests' then
      entry.kind := 'playbook';
      one_line := 'Asked for the growth experiment playbook';
    when 'labs_beta_requests' then
      entry.kind := 'beta request';
      one_line := concat_ws(': ', 'Beta access to ' || (lead ->> 'mvp_slug'), lead ->> 'use_case');
  end case;
  -- One line: whitespace runs (newlines included) become one space, and long text is cut.
  one_line := btrim(regexp_replace(coalesce(one_line, ''), '\s+', ' ', 'g'));
  entry.summary := case when char_length(one_line) > 160 then left(one_line, 159) || '…' else one_line end;
  return entry;
end;
$$;

-- Runs as the migration's owner: visitors insert leads but hold no right on the inbox.
create function private.add_to_leads() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  entry public.leads := private.lead_entry(tg_table_name, to_jsonb(new));
begin
  insert into public.leads (received_at, kind, name, email, summary, page, utm, lead_table, lead_id)
  values (entry.received_at, entry.kind, entry.name, entry.email, entry.summary, entry.page, entry.utm,
          entry.lead_table, entry.lead_id)
  on conflict (lead_table, lead_id) do nothing;
  return null;
end;
$$;

create function private.remove_from_leads() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  delete from public.leads where lead_table = tg_table_name and lead_id = old.id;
  return null;
end;
$$;

-- Stamps when the status changed and who changed it (a name typed over status_changed_by is kept).
create function private.stamp_lead_status() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    new.status_changed_at := now();
    if new.status_changed_by is not distinct from old.status_changed_by then
      new.status_changed_by := coalesce(
        nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email',
        session_user::text);
    end if;
  end if;
  return new;
end;
$$;
create trigger leads_stamp_status before update on public.leads
  for each row execute function private.stamp_lead_status();

revoke all on function private.lead_entry(text, jsonb) from public, anon, authenticated;
revoke all on function private.add_to_leads() from public, anon, authenticated;
revoke all on function private.remove_from_leads() from public, anon, authenticated;
revoke all on function private.stamp_lead_status() from public, anon, authenticated;

do $$
declare
  lead_table text;
begin
  foreach lead_table in array array[
    'contact_submissions', 'labs_submissions', 'collective_inquiries', 'collective_applications',
    'newsletter_subscribers', 'growth_diagnostics', 'playbook_requests', 'labs_beta_requests'
  ] loop
    execute format(
      'create trigger %1$s_to_leads after insert on public.%1$I
         for each row execute function private.add_to_leads();
       create trigger %1$s_leave_leads after delete on public.%1$I
         for each row execute function private.remove_from_leads();
       insert into public.leads (received_at, kind, name, email, summary, page, utm, lead_table, lead_id)
       select e.received_at, e.kind, e.name, e.email, e.summary, e.page, e.utm, e.lead_table, e.lead_id
       from public.%1$I l cross join lateral private.lead_entry(%1$L, to_jsonb(l)) e
       on conflict (lead_table, lead_id) do nothing;',
      lead_table);
  end loop;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- The export. A spreadsheet reads a cell that starts with = + - @ (or a tab or carriage return before
-- one) as a formula; such a cell gets a leading apostrophe, which spreadsheets show as text.
create function public.spreadsheet_safe(value text) returns text
  language sql
  immutable
  set search_path = ''
as $$
  select case when value ~ '^[=+@\t\r-]' then '''' || value else value end;
$$;
comment on function public.spreadsheet_safe(text) is 'The text, with a leading apostrophe when a spreadsheet would read it as a formula.';

create view public.leads_export with (security_invoker = true) as
select
  l.received_at,
  l.kind,
  l.status,
  public.spreadsheet_safe(l.name) as name,
  public.spreadsheet_safe(l.email) as email,
  public.spreadsheet_safe(l.summary) as summary,
  public.spreadsheet_safe(l.page) as page,
  public.spreadsheet_safe(l.utm) as utm,
  l.status_changed_at,
  public.spreadsheet_safe(l.status_changed_by) as status_changed_by,
  public.spreadsheet_safe(l.note) as note,
  l.lead_table,
  l.lead_id
from public.leads l
order by l.received_at desc;
comment on view public.leads_export is 'Every lead, newest first, safe to export to a spreadsheet (Export → CSV): no cell can run as a formula.';

-- The owner only.
alter table public.leads enable row level security;
revoke all on public.leads, public.leads_export from anon, authenticated;
revoke all on function public.spreadsheet_safe(text) from public, anon, authenticated;
grant all on public.leads to service_role;
grant select on public.leads_export to service_role;
grant execute on function public.spreadsheet_safe(text) to service_role;

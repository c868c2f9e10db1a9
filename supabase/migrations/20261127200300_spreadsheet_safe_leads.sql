-- Every formula form a spreadsheet runs, neutralised in the export and the inbox (issue 37, docs/owner.md
-- "Exporting leads"): a cell starting with = + - @ is a formula, and so is one where only white space or
-- line breaks come first (" =1", "\n=HYPERLINK(...)": spreadsheets trim them), or one starting with a tab,
-- a carriage return or a line feed. Such a cell gets a leading apostrophe, which spreadsheets show as text.
-- And `page` and `utm`, which every lead carries, obey the character rules every other single-line field has.

create or replace function public.spreadsheet_safe(value text) returns text
  language sql
  immutable
  set search_path = ''
as $$
  select case
    when value ~ '^[\s\u0001-\u001f\u007f-\u009f\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]*[=+@-]'
      or value ~ '^[\t\r\n]'
    then '''' || value
    else value
  end;
$$;
comment on function public.spreadsheet_safe(text) is
  'The text, with a leading apostrophe when a spreadsheet would read it as a formula (white space and line breaks before = + - @ included).';

-- The inbox itself is safe to export too: its free-text cells are stored neutralised.
create or replace function private.add_to_leads() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  entry public.leads := private.lead_entry(tg_table_name, to_jsonb(new));
begin
  insert into public.leads (received_at, kind, name, email, summary, page, utm, lead_table, lead_id)
  values (entry.received_at, entry.kind, public.spreadsheet_safe(entry.name), entry.email,
          public.spreadsheet_safe(entry.summary), public.spreadsheet_safe(entry.page),
          public.spreadsheet_safe(entry.utm), entry.lead_table, entry.lead_id)
  on conflict (lead_table, lead_id) do nothing;
  return null;
end;
$$;

update public.leads
   set name = public.spreadsheet_safe(name), summary = public.spreadsheet_safe(summary),
       page = public.spreadsheet_safe(page), utm = public.spreadsheet_safe(utm)
 where name is distinct from public.spreadsheet_safe(name) or summary is distinct from public.spreadsheet_safe(summary)
    or page is distinct from public.spreadsheet_safe(page) or utm is distinct from public.spreadsheet_safe(utm);

-- `utm` holds one line per parameter: each value a single line, as every other single-line field.
create function private.single_line_values(value jsonb) returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select case when jsonb_typeof(value) = 'object'
    then coalesce((select bool_and(private.single_line(v)) from jsonb_each_text(value) e(k, v)), true)
    else true end
$$;
comment on function private.single_line_values(jsonb) is
  'True when every value of the object is a single line (no control character, no bidirectional override).';
revoke all on function private.single_line_values(jsonb) from public, anon, authenticated;
-- Check constraints call it with the inserting role's rights: take_lead's owner, or the service role.
grant execute on function private.single_line_values(jsonb) to service_role;

-- NOT VALID: leads already stored keep what they were sent; every new one obeys the rule.
do $$
declare
  lead_table text;
begin
  foreach lead_table in array array[
    'contact_submissions', 'labs_submissions', 'collective_inquiries', 'collective_applications',
    'newsletter_subscribers', 'growth_diagnostics', 'playbook_requests', 'labs_beta_requests'
  ] loop
    execute format(
      'alter table public.%1$I
         add constraint %1$s_page_single_line check (private.single_line(page)) not valid,
         add constraint %1$s_utm_single_line check (private.single_line_values(utm)) not valid',
      lead_table);
  end loop;
end
$$;

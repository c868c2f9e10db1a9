-- An MVP's key features, from its row (issue 47): until now every MVP page showed the same three
-- placeholders. The page shows this list; empty, it falls back to those three (docs/product/content.md).
alter table public.labs_mvps
  add column features text[] not null default '{}'
    constraint labs_mvps_features_count check (cardinality(features) <= 8)
    constraint labs_mvps_features_length check (char_length(array_to_string(features, '')) <= 1200);
comment on column public.labs_mvps.features is
  'Key features shown on the MVP''s page, one per item, e.g. {"Generates screens you can edit","Writes landing-page copy"}. Up to 8. Empty: three general lines are shown.';

-- The MVP page's answer (api.labs_mvp, api.preview_mvp) carries them.
create or replace function private.labs_mvp_page(mvp_id uuid) returns jsonb
  language sql
  stable
  set search_path = ''
as $$
  select c.card || jsonb_build_object('description', m.description, 'features', to_jsonb(m.features))
  from private.labs_mvp_cards c join public.labs_mvps m on m.id = c.id
  where c.id = mvp_id
$$;
revoke all on function private.labs_mvp_page(uuid) from public, anon, authenticated;

-- The count's label follows the status on the site ("beta users", "users", "testers"); say so here.
comment on column public.labs_mvps.beta_users is
  'How many people use it: shown as "beta users" while in beta, "users" when live, "testers" while testing, "people used it" once retired. 0: no count is shown.';

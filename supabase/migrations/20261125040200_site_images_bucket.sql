-- Images by upload (docs/owner.md, "Images"): a public Storage bucket `site-images` for blog covers, images
-- inside articles and MVP pictures. Anyone may fetch a file by its address (the build does, to make the
-- sized variants pages show); nobody but the owner (the dashboard, the service role) may add, replace or
-- delete one.
--
-- A hosted project has Supabase's `storage` schema. A local PGlite database and the plain PostgreSQL of
-- `npm run db:check-postgres` do not: there a stand-in with the same tables (the columns these rules and
-- the local backend use) and Supabase's grants is created, so the same policies are applied and tested.
do $$
begin
  if to_regclass('storage.buckets') is null then
    create schema if not exists storage;
    create table storage.buckets (
      id text primary key,
      name text not null unique,
      owner uuid,
      public boolean default false,
      file_size_limit bigint,
      allowed_mime_types text[],
      created_at timestamptz default now(),
      updated_at timestamptz default now()
    );
    create table storage.objects (
      id uuid primary key default gen_random_uuid(),
      bucket_id text references storage.buckets (id),
      name text,
      owner uuid,
      metadata jsonb,
      created_at timestamptz default now(),
      updated_at timestamptz default now(),
      last_accessed_at timestamptz default now(),
      constraint objects_bucket_id_name_key unique (bucket_id, name)
    );
    alter table storage.buckets enable row level security;
    alter table storage.objects enable row level security;
    -- As on a hosted project: the API roles hold the table privileges, and policies decide.
    grant usage on schema storage to anon, authenticated, service_role;
    grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
  end if;
end
$$;

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'site-images', 'site-images', true, 10 * 1024 * 1024,
  array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']
)
on conflict (id) do nothing;

-- Restrictive: whatever permissive policy another bucket ever gets, a visitor or a signed-in user can
-- never write to this one. The owner's uploads go through the dashboard, which bypasses row-level security.
create policy "Only the owner adds site images" on storage.objects
  as restrictive for insert to anon, authenticated
  with check (bucket_id <> 'site-images');
create policy "Only the owner replaces site images" on storage.objects
  as restrictive for update to anon, authenticated
  using (bucket_id <> 'site-images') with check (bucket_id <> 'site-images');
create policy "Only the owner deletes site images" on storage.objects
  as restrictive for delete to anon, authenticated
  using (bucket_id <> 'site-images');
-- No select policy: a public bucket serves every file by its address without one, and without one the API
-- lists nobody the bucket's contents (the images of a draft stay unguessable).

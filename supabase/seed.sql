-- placeholder while the backend is built
insert into public.users (full_name, email, title) values ('Test', 'a@b.co', 'Founder');

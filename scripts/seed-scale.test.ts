import { describe, expect, it } from 'vitest';
import { companyOf, generatedPost, generatedPosts, scaleTags } from './seed-scale-content.ts';

describe('the generated blog of npm run seed:scale', () => {
  const posts = generatedPosts(10_000);

  it('gives the same post for the same index, newest first, each with a unique slug', () => {
    expect(generatedPost(1234)).toEqual(posts[1234]);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
    const dates = posts.map((post) => Date.parse(post.published_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('names a company in each article that no other article names, so a search has one answer', () => {
    const companies = posts.map((_, index) => companyOf(index));
    expect(new Set(companies).size).toBe(posts.length);
    expect(posts[42]!.content).toContain(companyOf(42));
    expect(posts.filter((post) => post.content.includes(companyOf(4321)))).toHaveLength(1);
  });

  it('writes articles of about 900 words under tags that exist', () => {
    const words = posts.slice(0, 50).map((post) => post.content.split(/\s+/).filter(Boolean).length);
    expect(Math.min(...words)).toBeGreaterThanOrEqual(650);
    expect(Math.max(...words)).toBeLessThanOrEqual(1250);
    const names = new Set(scaleTags.map((tag) => tag.name));
    expect(posts.every((post) => post.tags.length >= 1 && post.tags.every((tag) => names.has(tag)))).toBe(
      true,
    );
  });
});

// This installation's blog: the platform comes from the configuration (PLATFORM), read once, and each
// platform's articles are parsed once per process, since they only change with a new release.
import { loadConfig, type Platform } from '@verso/services';
import type { Article } from './article';
import { loadArticles } from './load-articles';

let site: { platform: Platform } | undefined;

export function blogSite() {
  site ??= { platform: loadConfig().platform };
  return site;
}

const articlesByPlatform = new Map<Platform, Article[]>();

export function articlesOf(platform: Platform): Article[] {
  let articles = articlesByPlatform.get(platform);
  if (!articles) {
    articles = loadArticles(platform);
    articlesByPlatform.set(platform, articles);
  }
  return articles;
}

/** The articles of the platform this installation runs as. */
export function siteArticles(): Article[] {
  return articlesOf(blogSite().platform);
}

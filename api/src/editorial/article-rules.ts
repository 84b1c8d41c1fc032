import {
  articleTypeRule,
  coverPathRule,
  EDITORIAL_LIMITS,
  optionalPositiveIdRule,
  optionalText,
  requiredText,
  reviewCategoryRule,
  tagsRule,
  type Rule,
} from '@akiya/contracts';

/**
 * The rules of an article's own fields (the ones news and Q&A entries do not have), in the order
 * they run. The staff form's ArticleDto and the Markdown import (article-import.ts) both check with
 * this table, so an imported article is held to exactly what the authoring screen accepts.
 */
export const ARTICLE_FIELD_RULES = {
  type: [articleTypeRule],
  title: requiredText(EDITORIAL_LIMITS.title),
  lead: optionalText(EDITORIAL_LIMITS.lead),
  body: requiredText(EDITORIAL_LIMITS.body),
  coverPath: [coverPathRule],
  category: [reviewCategoryRule],
  tags: [tagsRule],
  propertyId: [optionalPositiveIdRule],
  author: optionalText(EDITORIAL_LIMITS.author),
} as const satisfies Record<string, readonly Rule[]>;

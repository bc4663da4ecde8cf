// A small validator of the schema.org shapes the shop emits, with the properties search engines
// require for Product, Offer, ItemList and BreadcrumbList rich results. No maintained npm package
// validates JSON-LD against schema.org offline (the official validators are web services), so
// the required properties and their types are checked here. Returns the problems found.

type Problems = string[];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const isAbsoluteUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^/\s]+/.test(v) && URL.canParse(v);
const isNumberLike = (v: unknown) =>
  (typeof v === 'number' && Number.isFinite(v) && v >= 0) || (typeof v === 'string' && /^\d+(\.\d+)?$/.test(v));

const ITEM_AVAILABILITY = new Set(
  ['InStock', 'OutOfStock', 'PreOrder', 'BackOrder', 'Discontinued', 'InStoreOnly', 'LimitedAvailability', 'OnlineOnly', 'SoldOut'].map(
    (name) => `https://schema.org/${name}`,
  ),
);

function need(problems: Problems, ok: boolean, message: string) {
  if (!ok) problems.push(message);
}

function checkType(problems: Problems, node: Record<string, unknown>, type: string, where: string) {
  need(problems, node['@type'] === type, `${where}: @type must be ${type}`);
}

function checkOffer(offer: unknown, where: string): Problems {
  const problems: Problems = [];
  if (!isRecord(offer)) return [`${where}: must be an Offer object`];
  checkType(problems, offer, 'Offer', where);
  need(problems, isNumberLike(offer.price), `${where}.price must be a non-negative number`);
  need(
    problems,
    typeof offer.priceCurrency === 'string' && /^[A-Z]{3}$/.test(offer.priceCurrency),
    `${where}.priceCurrency must be an ISO 4217 code`,
  );
  need(problems, ITEM_AVAILABILITY.has(String(offer.availability)), `${where}.availability must be a schema.org ItemAvailability URL`);
  return problems;
}

function checkListItems(list: Record<string, unknown>, where: string, needsLink: 'item' | 'url'): Problems {
  const problems: Problems = [];
  const items = list.itemListElement;
  if (!Array.isArray(items) || items.length === 0) return [`${where}.itemListElement must be a non-empty list`];
  let previous = 0;
  items.forEach((item: unknown, index) => {
    const at = `${where}.itemListElement[${index}]`;
    if (!isRecord(item)) return problems.push(`${at}: must be a ListItem`);
    checkType(problems, item, 'ListItem', at);
    need(
      problems,
      Number.isInteger(item.position) && (item.position as number) > previous,
      `${at}.position must be an increasing whole number`,
    );
    previous = Number(item.position);
    need(problems, isText(item.name), `${at}.name must be text`);
    need(problems, isAbsoluteUrl(item[needsLink]), `${at}.${needsLink} must be an absolute URL`);
  });
  return problems;
}

const isRating = (v: unknown) => typeof v === 'number' && v >= 1 && v <= 5;

/** Review snippets: a rating of 1–5 over at least one review, and each review's author, rating and text. */
function checkReviews(node: Record<string, unknown>): Problems {
  const problems: Problems = [];
  const aggregate = node.aggregateRating;
  if (aggregate !== undefined) {
    if (!isRecord(aggregate)) return ['Product.aggregateRating must be an AggregateRating'];
    checkType(problems, aggregate, 'AggregateRating', 'Product.aggregateRating');
    need(problems, isRating(aggregate.ratingValue), 'Product.aggregateRating.ratingValue must be 1–5');
    need(
      problems,
      Number.isInteger(aggregate.reviewCount) && (aggregate.reviewCount as number) >= 1,
      'Product.aggregateRating.reviewCount must be at least 1',
    );
  }
  if (node.review === undefined) return problems;
  need(problems, aggregate !== undefined, 'Product.review needs an aggregateRating');
  const reviews = Array.isArray(node.review) ? node.review : [node.review];
  reviews.forEach((review: unknown, index) => {
    const at = `Product.review[${index}]`;
    if (!isRecord(review)) return problems.push(`${at}: must be a Review`);
    checkType(problems, review, 'Review', at);
    need(problems, isRecord(review.author) && isText(review.author.name), `${at}.author.name must be text`);
    need(
      problems,
      isRecord(review.reviewRating) && isRating(review.reviewRating.ratingValue),
      `${at}.reviewRating.ratingValue must be 1–5`,
    );
    need(problems, isText(review.reviewBody), `${at}.reviewBody must be text`);
  });
  return problems;
}

const CHECKS: Record<string, (node: Record<string, unknown>) => Problems> = {
  Product(node) {
    const problems: Problems = [];
    need(problems, isText(node.name), 'Product.name must be text');
    const images = Array.isArray(node.image) ? node.image : [node.image];
    need(problems, images.length > 0 && images.every(isAbsoluteUrl), 'Product.image must be absolute URLs');
    need(problems, isText(node.description), 'Product.description must be text');
    need(problems, isText(node.sku), 'Product.sku must be text');
    return [...problems, ...checkOffer(node.offers, 'Product.offers'), ...checkReviews(node)];
  },
  BreadcrumbList: (node) => checkListItems(node, 'BreadcrumbList', 'item'),
  ItemList: (node) => checkListItems(node, 'ItemList', 'url'),
};

export function schemaOrgProblems(data: unknown): Problems {
  if (!isRecord(data)) return ['not a JSON-LD object'];
  if (data['@context'] !== 'https://schema.org') return ['@context must be https://schema.org'];
  const check = CHECKS[String(data['@type'])];
  return check ? check(data) : [`unknown @type ${String(data['@type'])}`];
}

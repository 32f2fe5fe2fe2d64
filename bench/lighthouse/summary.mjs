// Pure functions from a Lighthouse result (LHR) to the figures the benchmark records.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Chunk filename prefixes that belong to the signed-in portal. Vite names each chunk after its entry
 * module, so a landing page that loads one of these pulls portal code it does not need.
 */
export const PORTAL_CHUNK_PREFIXES = [
  'portal',
  'dashboard',
  'avisos',
  'turmas',
  'child-profile',
  'cadastro',
  'login',
  'api-client',
  'useQuery',
];

// Audits in these modes carry no pass/fail verdict for the page, so they are never "failing".
const UNSCORED_MODES = new Set(['informative', 'manual', 'notApplicable']);

/** Scores (0-100), metrics, scripts and failing audits of one Lighthouse run. */
export function summarize(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  );
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests
    .filter((r) => r.resourceType === 'Script')
    .map((r) => ({ url: r.url, transferBytes: r.transferSize ?? 0, resourceBytes: r.resourceSize ?? 0 }));
  return {
    requestedUrl: lhr.requestedUrl,
    finalUrl: lhr.finalDisplayedUrl,
    scores,
    metrics: {
      lcpMs: metric('largest-contentful-paint'),
      fcpMs: metric('first-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
    },
    scripts,
    jsTransferBytes: scripts.reduce((sum, s) => sum + s.transferBytes, 0),
    failingAudits: failingAudits(lhr, new URL(lhr.finalDisplayedUrl).origin),
  };
}

/** The run with the median performance score (runs that tie keep their order). */
export function medianByPerformance(runs) {
  const sorted = [...runs].sort(
    (a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score,
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Script URLs whose filename starts with a portal chunk prefix. */
export function portalScripts(scriptUrls) {
  return scriptUrls.filter((url) => {
    const file = new URL(url).pathname.split('/').pop() ?? '';
    return PORTAL_CHUNK_PREFIXES.some((prefix) => file.startsWith(prefix));
  });
}

/**
 * Audits of the measured categories that score below 1 (or errored), worst first, each with the
 * categories it counts in and a few of the elements or lines it points at.
 */
function failingAudits(lhr, origin) {
  const found = new Map();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || UNSCORED_MODES.has(audit.scoreDisplayMode)) continue;
      const errored = audit.scoreDisplayMode === 'error';
      if (!errored && !(typeof audit.score === 'number' && audit.score < 1)) continue;
      if (!found.has(ref.id)) {
        found.set(ref.id, {
          id: ref.id,
          title: audit.title,
          score: audit.score,
          displayValue: audit.displayValue ?? null,
          error: errored ? (audit.errorMessage ?? 'audit error') : null,
          categories: [],
          examples: examples(audit, origin),
        });
      }
      found.get(ref.id).categories.push(category);
    }
  }
  return [...found.values()].sort((a, b) => (a.score ?? -1) - (b.score ?? -1));
}

/**
 * Up to three things an audit's details point at: element selectors, URLs (as paths when they are
 * the page's own, since the port changes on every run), or messages.
 */
function examples(audit, origin) {
  const details = audit.details;
  // Checklists (the insights' pass/fail lists) map a key to { label, value }: name the failed checks.
  if (details?.type === 'checklist') {
    return Object.values(details.items ?? {})
      .filter((check) => !check.value)
      .map((check) => check.label)
      .slice(0, 3);
  }
  const items = Array.isArray(details?.items) ? details.items : [];
  const picked = [];
  for (const item of items) {
    const text =
      item.node?.selector ??
      (typeof item.url === 'string' ? ownPath(item.url, origin) : undefined) ??
      (item.message ? `line ${item.index}: ${item.message}` : undefined) ??
      item.issueType;
    if (typeof text === 'string' && text && !picked.includes(text)) picked.push(text);
    if (picked.length === 3) break;
  }
  return picked;
}

function ownPath(url, origin) {
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
}

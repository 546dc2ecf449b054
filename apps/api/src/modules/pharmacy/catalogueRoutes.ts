import {
  PHARMACY_MESSAGES,
  PRODUCT_LIST_LIMIT,
  SUGGEST_LIMIT,
  needsPrescription,
  type DrugSchedule,
  type ProductListResponse,
  type Language,
} from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors';
import { createMemo, leanRead, sendSvg } from '../../lib/publicReads';
import {
  type MedicineView,
  findImageFacts,
  findMedicineBySlug,
  findMedicinesByIds,
  findSubstitutes,
} from './catalogueRepository';
import { productImageSvg } from './productImage';
import { createMedicineSuggestions } from './suggestions';
import { MEDICINE_IMAGE_BASE, productDetailOf, productOf } from './view';

/** A drawn image changes only when its product's name changes; its URL is per slug. */
const IMAGE_CACHE_CONTROL = 'public, max-age=2592000';
const SUBSTITUTES_LIMIT = 12;

/** A path's text as search reads it: trimmed, lower case, hyphens of a slug as spaces, runs of spaces as one. */
export function searchTextFromPath(text: string): string {
  return text.toLowerCase().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 100);
}

/** The catalogue's public reads (the lean path: memoised bytes, no session) and the product images. */
export async function pharmacyCatalogueRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const suggestions = createMedicineSuggestions(db);
  // Kept per catalogue version and revalidated by browsers each time: a price, stock or state the operator
  // changes shows within seconds on every replica (docs/decisions/0058).
  const serve = createMemo({
    localized: true,
    generation: () => suggestions.version(),
    cacheControl: 'public, no-cache',
  });
  // Built when the server starts listening, so the first person typing does not wait for it.
  app.addHook('onListen', async () => {
    suggestions.warm().catch((err: unknown) => app.log.warn({ err }, 'medicine index not built'));
  });
  /** Ranked products of a text, read from the catalogue in rank order. */
  const searchMedicines = async (text: string, limit: number): Promise<MedicineView[]> =>
    findMedicinesByIds(db, (await suggestions.current()).search(text, limit));

  app.route<{ Params: { text: string } }>({
    ...leanRead('productSuggest'),
    handler: (request, reply) => {
      const text = searchTextFromPath(request.params.text);
      return serve(request, reply, 'productSuggest', text, async () => {
        if (text.length < 2) return { data: [] };
        // Answered from the index alone: no database read for a suggestion.
        const rows = (await suggestions.current()).suggest(text, SUGGEST_LIMIT, request.language);
        return {
          data: rows.map((row) => ({
            slug: row.slug,
            title: row.title,
            composition: row.composition,
            rx_required: needsPrescription(row.schedule as DrugSchedule),
          })),
        };
      });
    },
  });

  app.route<{ Params: { slug: string } }>({
    ...leanRead('productList'),
    handler: (request, reply) => {
      const slug = request.params.slug.trim().toLowerCase();
      return serve(request, reply, 'productList', slug, async () =>
        productList(slug, request.language),
      );
    },
  });

  async function productList(slug: string, lang: Language): Promise<ProductListResponse> {
    const named = /^[a-z0-9-]{1,160}$/.test(slug) ? await findMedicineBySlug(db, slug) : null;
    const rows: MedicineView[] = [];
    const seen = new Set<number>();
    const add = (list: MedicineView[]) => {
      for (const row of list) {
        if (rows.length >= PRODUCT_LIST_LIMIT || seen.has(row.id)) continue;
        seen.add(row.id);
        rows.push(row);
      }
    };
    if (named) {
      add([named]);
      add(await findSubstitutes(db, named, PRODUCT_LIST_LIMIT));
      add(await searchMedicines(named.brand.toLowerCase(), PRODUCT_LIST_LIMIT));
    } else {
      const text = searchTextFromPath(slug);
      if (text.length >= 2) add(await searchMedicines(text, PRODUCT_LIST_LIMIT));
    }
    const products = rows.map((row) => productOf(row, lang));
    return {
      count: products.length,
      products,
      product: { original: { data: named ? productOf(named, lang) : null } },
    };
  }

  app.route<{ Params: { slug: string } }>({
    ...leanRead('productDetail'),
    handler: (request, reply) => {
      const slug = request.params.slug.trim().toLowerCase();
      return serve(request, reply, 'productDetail', slug, async () => {
        const row = /^[a-z0-9-]{1,160}$/.test(slug) ? await findMedicineBySlug(db, slug) : null;
        if (!row) throw new HttpError(404, PHARMACY_MESSAGES.productUnknown);
        const substitutes = await findSubstitutes(db, row, SUBSTITUTES_LIMIT);
        return { data: productDetailOf(row, substitutes, request.language) };
      });
    },
  });

  // The drawn product images: `<slug>.svg` (a static segment, so it wins over the catalogue's /images/:kind).
  app.get<{ Params: { file: string } }>(
    `${MEDICINE_IMAGE_BASE}:file`,
    { config: { publicRead: true } },
    async (request, reply) => {
      const match = /^([a-z0-9-]{1,200})\.svg$/.exec(request.params.file);
      const facts = match?.[1] ? await findImageFacts(db, match[1]) : null;
      if (!facts) throw new HttpError(404, 'There is no such image.');
      const svg = productImageSvg({
        title: facts.title,
        composition: facts.composition,
        form: facts.form,
        packSize: facts.packSize,
        rxRequired: needsPrescription(facts.schedule as DrugSchedule),
      });
      return sendSvg(request, reply, svg, IMAGE_CACHE_CONTROL);
    },
  );
}

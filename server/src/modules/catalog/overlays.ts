import { appState, type AppContext } from '../../platform/http/context';
import type { ProductDto } from './contract';

type Overlay = <T extends ProductDto>(products: T[]) => Promise<T[]>;

/**
 * What other modules lay over product answers as they are sent, rather than kept in them (the
 * reviews' rating changes with every review, the catalogue seldom): each module registers its own
 * when its routes register, so the catalog knows none of them.
 */
const overlays = appState('product overlays', (): Overlay[] => []);

export function overlayProducts(ctx: AppContext, overlay: Overlay): void {
  overlays(ctx).push(overlay);
}

/** The products as answers give them: with every module's overlay, as new objects (cached answers stay as they are). */
export async function withOverlays<T extends ProductDto>(ctx: AppContext, products: T[]): Promise<T[]> {
  let out = products;
  for (const overlay of overlays(ctx)) out = await overlay(out);
  return out;
}

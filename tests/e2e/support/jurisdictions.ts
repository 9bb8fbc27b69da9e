import type { Locator, Page } from '@playwright/test';
import { contractClient } from './contract.ts';
import { createJurisdiction } from './creators.ts';
import { recordMade } from './made.ts';

// Jurisdictions: made through the contract, and read off the map as a person sees it.
/** The map's fill of a selected commune (SELECTED_FILL, blue-700), as drawn on the canvas. */
const SELECTED_RGB = [0x1d, 0x4e, 0xd8] as const;

export type MapPoint = { x: number; y: number };

/**
 * Where the map draws selected communes: the canvas is captured as a person sees it and read pixel
 * by pixel in the page. Returns how many pixels have the selected colour, and points (relative to
 * the canvas) well inside selected areas, away from outlines and from the zoom buttons.
 */
export async function selectedOnMap(
  page: Page,
  map: Locator,
): Promise<{ pixels: number; points: MapPoint[] }> {
  const canvas = map.locator('canvas');
  const png = (await canvas.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, rgb }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const board = document.createElement('canvas');
      board.width = image.width;
      board.height = image.height;
      const context = board.getContext('2d');
      if (!context) throw new Error('no 2D context');
      context.drawImage(image, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
      const selected = (x: number, y: number) => {
        const at = (y * width + x) * 4;
        return rgb.every((value, channel) => Math.abs((data[at + channel] ?? 0) - value) <= 6);
      };
      let pixels = 0;
      for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) if (selected(x, y)) pixels += 1;
      const points: { x: number; y: number }[] = [];
      const margin = 8;
      for (let y = margin; y < height - margin; y += 6) {
        for (let x = margin; x < width - margin; x += 6) {
          if (x > width - 60 && y < 90) continue;
          let inside = true;
          for (let dy = -margin; dy <= margin && inside; dy += 2) {
            for (let dx = -margin; dx <= margin && inside; dx += 2) inside = selected(x + dx, y + dy);
          }
          if (inside) points.push({ x, y });
        }
      }
      return { pixels, points };
    },
    { png, rgb: [...SELECTED_RGB] },
  );
}

/** A jurisdiction whose code is made from its name, made as the signed-in browser; deleted when its test (under fixtures.ts) ends. */
export async function createJurisdictionThroughApi(
  page: Page,
  name: string,
  municipalities: string[] = ['97302'],
) {
  const id = await createJurisdiction(contractClient(page), name, municipalities);
  recordMade(page, 'jurisdiction', id);
  return id;
}

import sharp from 'sharp';

/** A real PNG of the given size, for upload tests. */
export function pngImage(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

/** A real PNG cut short with garbage after its header: passes content sniffing, fails decoding. */
export async function corruptPng(): Promise<Buffer> {
  const png = await pngImage(200, 200);
  return Buffer.concat([png.subarray(0, 40), Buffer.alloc(400, 7)]);
}

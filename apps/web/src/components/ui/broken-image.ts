/**
 * A ref for an `<img>` that shows a fallback when its picture fails to load, on a page the server may
 * have drawn: a picture that failed before the app adopted the page fired its error event before React
 * listened, and would stay a broken image. Asked for once more, it fails again, this time heard.
 */
export function askAgainIfBroken(image: HTMLImageElement | null): void {
  if (image?.complete && image.naturalWidth === 0 && image.getAttribute('src')) {
    // biome-ignore lint/correctness/noSelfAssign: setting the address again is what reloads the picture
    image.src = image.src;
  }
}

/** The portal URL of a section: '/portal' or '/portal/{name}'. */
export function portalPath(path: string): string {
  return path ? `/portal/${path}` : '/portal';
}

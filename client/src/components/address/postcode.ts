/**
 * The postcode search service (a Korean address finder loaded as a script). Nothing is loaded unless the build sets
 * VITE_POSTCODE_SCRIPT_URL: the site must work offline and never calls a CDN by default.
 */
export interface PostcodeResult {
  zonecode: string;
  roadAddress?: string;
  jibunAddress?: string;
  address?: string;
}

interface PostcodeWidget {
  embed(element: HTMLElement): void;
}

type PostcodeConstructor = new (options: {
  oncomplete(data: PostcodeResult): void;
  width?: string;
  height?: string;
}) => PostcodeWidget;

declare global {
  interface Window {
    daum?: { Postcode?: PostcodeConstructor };
  }
}

export function postcodeScriptUrl(): string | null {
  const url = import.meta.env.VITE_POSTCODE_SCRIPT_URL as string | undefined;
  return url ? url : null;
}

let loading: Promise<PostcodeConstructor> | null = null;

/** Loads the script once; a failure is forgotten so a later try can load it again. */
export function loadPostcode(url: string): Promise<PostcodeConstructor> {
  if (window.daum?.Postcode) return Promise.resolve(window.daum.Postcode);
  loading ??= new Promise<PostcodeConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () =>
      window.daum?.Postcode ? resolve(window.daum.Postcode) : reject(new Error('postcode script has no Postcode'));
    script.onerror = () => reject(new Error(`postcode script failed to load: ${url}`));
    document.head.append(script);
  }).catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}

/** The address the service picked: the road address, else the lot-number address. */
export const pickedAddress = (r: PostcodeResult) => r.roadAddress || r.jibunAddress || r.address || '';

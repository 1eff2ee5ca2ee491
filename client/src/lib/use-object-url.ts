import { useEffect, useMemo } from 'react';

/** A temporary URL for a chosen file (for its preview), released when the file changes or the form goes away. */
export function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

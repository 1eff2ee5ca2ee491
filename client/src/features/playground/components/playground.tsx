import '../monaco-workers';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { useMemo, useRef } from 'react';
import { DEFAULT_QUERY, createPlaygroundFetcher, initialHeadersFor } from '../fetcher';
import { useGraphiqlA11y } from '../use-graphiql-a11y';

/** GraphiQL 5 with its Monaco workers bundled by Vite (no CDN); loaded lazily by the playground page. */
export function Playground({ token }: { token: string | null }) {
  const fetcher = useMemo(() => createPlaygroundFetcher(), []);
  const headers = initialHeadersFor(token);
  const root = useRef<HTMLDivElement>(null);
  useGraphiqlA11y(root);
  return (
    <div ref={root} className="playground-root">
      <GraphiQL
        fetcher={fetcher}
        defaultQuery={DEFAULT_QUERY}
        initialHeaders={headers}
        defaultHeaders={headers}
        isHeadersEditorEnabled
        defaultEditorToolsVisibility={headers ? 'headers' : undefined}
        forcedTheme="light"
      />
    </div>
  );
}

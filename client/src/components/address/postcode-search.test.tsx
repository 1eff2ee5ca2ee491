import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../lib/messages';
import { PostcodeSearch } from './postcode-search';

const scripts = () => [...document.head.querySelectorAll('script')];

describe('postcode search', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    scripts().forEach((s) => s.remove());
    delete window.daum;
  });

  it('loads nothing without a configured service and lets the member type the address', () => {
    render(<PostcodeSearch onSelect={vi.fn()} />);
    expect(screen.getByText(MSG.account.postcodeManual)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(scripts()).toHaveLength(0);
  });

  it('loads the configured script only when asked, and falls back to typing when it cannot load', async () => {
    vi.stubEnv('VITE_POSTCODE_SCRIPT_URL', '/postcode/postcode.v2.js');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Kept out of the document: the test DOM would try (and refuse) to fetch it.
    const append = vi.spyOn(document.head, 'append').mockImplementation(() => {});
    render(<PostcodeSearch onSelect={vi.fn()} />);
    expect(append).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: MSG.account.searchAddress }));
    const script = append.mock.calls[0]?.[0] as HTMLScriptElement;
    expect(script.getAttribute('src')).toBe('/postcode/postcode.v2.js');
    await act(async () => {
      script!.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText(MSG.account.postcodeUnavailable)).toBeTruthy();
    expect(warn).toHaveBeenCalled();
  });

  it('fills the zipcode and the road address from the widget', async () => {
    vi.stubEnv('VITE_POSTCODE_SCRIPT_URL', '/postcode/postcode.v2.js');
    const onSelect = vi.fn();
    window.daum = {
      Postcode: class {
        constructor(private options: { oncomplete(data: { zonecode: string; roadAddress: string }): void }) {}
        embed() {
          this.options.oncomplete({ zonecode: '06236', roadAddress: '서울 강남구 테헤란로 152' });
        }
      },
    };
    render(<PostcodeSearch onSelect={onSelect} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: MSG.account.searchAddress }));
    });
    expect(onSelect).toHaveBeenCalledWith('06236', '서울 강남구 테헤란로 152');
    expect(scripts()).toHaveLength(0);
  });
});

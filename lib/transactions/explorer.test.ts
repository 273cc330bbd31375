/**
 * @jest-environment node
 */
import { explorerTxUrl, isExplorerBase, type ExplorerUrls } from './explorer';

/** The public networks' explorers (lib/config/server's defaults outside the sandbox). */
const PUBLIC_EXPLORER_URLS: ExplorerUrls = {
  stellar: 'https://stellar.expert/explorer/public/tx/',
  tron: 'https://tronscan.org/#/transaction/',
  ethereum: 'https://etherscan.io/tx/',
};

const HEX = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2';

describe('explorerTxUrl (the explorer URL per chain)', () => {
  it('puts the hash after each public explorer’s base', () => {
    expect(explorerTxUrl('stellar', HEX, PUBLIC_EXPLORER_URLS)).toBe(
      `https://stellar.expert/explorer/public/tx/${HEX}`,
    );
    expect(explorerTxUrl('tron', HEX, PUBLIC_EXPLORER_URLS)).toBe(`https://tronscan.org/#/transaction/${HEX}`);
    expect(explorerTxUrl('ethereum', `0x${HEX}`, PUBLIC_EXPLORER_URLS)).toBe(`https://etherscan.io/tx/0x${HEX}`);
  });

  it('follows the configured base, with or without a {hash} placeholder', () => {
    const testnet = { ...PUBLIC_EXPLORER_URLS, stellar: 'https://stellar.expert/explorer/testnet/tx/' };
    expect(explorerTxUrl('stellar', HEX, testnet)).toBe(`https://stellar.expert/explorer/testnet/tx/${HEX}`);
    const urls = { ...PUBLIC_EXPLORER_URLS, tron: 'https://explorer.example/tron/{hash}?net=nile' };
    expect(explorerTxUrl('tron', ` ${HEX} `, urls)).toBe(`https://explorer.example/tron/${HEX}?net=nile`);
  });

  it('links nothing for a hash that is not one of that chain, or a base that is not http(s)', () => {
    expect(explorerTxUrl('ethereum', HEX, PUBLIC_EXPLORER_URLS)).toBeNull(); // no 0x
    expect(explorerTxUrl('stellar', `0x${HEX}`, PUBLIC_EXPLORER_URLS)).toBeNull();
    expect(explorerTxUrl('tron', 'abc', PUBLIC_EXPLORER_URLS)).toBeNull();
    expect(explorerTxUrl('stellar', `${HEX}/../x`, PUBLIC_EXPLORER_URLS)).toBeNull();
    expect(explorerTxUrl('stellar', HEX, { ...PUBLIC_EXPLORER_URLS, stellar: 'javascript:alert(1)//' })).toBeNull();
  });

  it('takes only http(s) bases', () => {
    expect(isExplorerBase('https://x.example/tx/{hash}')).toBe(true);
    expect(isExplorerBase('ftp://x.example/')).toBe(false);
    expect(isExplorerBase('not a url')).toBe(false);
  });
});

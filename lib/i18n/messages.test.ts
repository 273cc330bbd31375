import en from '@/messages/en.json';
import pt from '@/messages/pt.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

describe('bundled messages', () => {
  it('pt has every key of en and nothing more', () => {
    expect(keys(pt as Tree).sort()).toEqual(keys(en as Tree).sort());
  });

  it('has no empty message', () => {
    for (const [name, tree] of [
      ['en', en],
      ['pt', pt],
    ] as const) {
      const empty = keys(tree as Tree).filter((k) => {
        const value = k.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect({ name, empty }).toEqual({ name, empty: [] });
    }
  });

  it('has a title for every route of the route table', async () => {
    const { ROUTES } = await import('@/lib/routes');
    for (const route of ROUTES) expect(en.routes).toHaveProperty(route.titleKey);
  });
});

/** A wallet address as the order steps and the profile show it. */
import { abbreviate } from '@/lib/transactions/issuer';

/** A long address shortened for reading (lib/transactions/issuer `abbreviate`); the full value stays in the title. */
export function ShortAddress({ address }: { address: string }) {
  return (
    <span title={address} className="font-mono">
      {abbreviate(address)}
    </span>
  );
}

import { useState } from 'react';
import { CatalogToasts, DECODABLE_VIN, catalogName, type DecodedVin } from '@dct/contracts';
import { ApiError, toast } from '@dct/ui';
import { decodeVin } from '@dct/data';

/**
 * Decodes a VIN with the toasts of spec §8: 'Invalid VIN' before asking, 'VIN Decode Error' when
 * vPIC reports a problem or the network fails, 'VIN Decode Failed' with the server's message.
 * Resolves to the decoded vehicle (its make written as people write it), or null when there is none to show.
 */
export function useVinDecoder() {
  const [pending, setPending] = useState(false);

  const decode = async (vin: string): Promise<DecodedVin | null> => {
    const value = vin.trim().toUpperCase();
    if (!DECODABLE_VIN.test(value)) {
      toast({ variant: 'destructive', ...CatalogToasts.invalidVin });
      return null;
    }
    setPending(true);
    try {
      const answer = await decodeVin(value);
      const decoded = { ...answer, make: answer.make && catalogName(answer.make) };
      if (decoded.errorCode !== '0') {
        toast({ variant: 'destructive', ...CatalogToasts.decodeError(decoded.errorText) });
        return null;
      }
      toast(CatalogToasts.decoded(decoded));
      return decoded;
    } catch (error) {
      toast({
        variant: 'destructive',
        ...(error instanceof ApiError ? CatalogToasts.decodeFailed(error.serverMessage ?? error.message) : CatalogToasts.decodeNetworkError),
      });
      return null;
    } finally {
      setPending(false);
    }
  };

  return { decode, pending };
}

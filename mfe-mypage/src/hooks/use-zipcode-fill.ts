import { useCallback, useRef, useState } from 'react';
import { MESSAGES, zipcode as zipcodeRule, ZIPCODE_LENGTH } from '@akiya/contracts';
import { useLazyLookupAddressQuery } from '@akiya/shared-ui';
import { addressText } from '../utils/address-text';

/**
 * Address fill from the zipcode: when the zipcode becomes 7 digits, GET /api/address/{zipcode}; the
 * address is filled when it is empty or still holds what an earlier lookup filled (a typed address
 * is never overwritten). `onZipcode` is called with every new zipcode value and the current address.
 */
export function useZipcodeFill(setAddress: (value: string) => void) {
  const [lookup] = useLazyLookupAddressQuery();
  const autoFilled = useRef<string | null>(null);
  const latestZip = useRef<string>('');
  const [note, setNote] = useState<string | null>(null);

  const onZipcode = useCallback(
    async (zip: string, currentAddress: () => string) => {
      latestZip.current = zip;
      setNote(null);
      if (zip.length !== ZIPCODE_LENGTH || zipcodeRule(zip) !== null) return;
      try {
        const found = await lookup(zip, true).unwrap();
        if (latestZip.current !== zip) return;
        const address = currentAddress();
        if (address.trim() === '' || address === autoFilled.current) {
          const text = addressText(found);
          autoFilled.current = text;
          setAddress(text);
          setNote(`住所を「${text}」に補いました`);
        }
      } catch {
        if (latestZip.current === zip) setNote(MESSAGES.addressNotFound);
      }
    },
    [lookup, setAddress],
  );

  return { onZipcode, note };
}

import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PROOF_REQUIRED_MESSAGE } from '@neetmentor/contract';
import { z } from 'zod';

/** The missing-image message clears itself after 3 seconds (spec part 2 §5, §9). */
export const PROOF_MESSAGE_MS = 3000;

const proofFormSchema = z.object({
  proof: z
    .instanceof(File)
    .nullable()
    .refine((file) => file !== null, PROOF_REQUIRED_MESSAGE),
});

/** A proof that may be left out: a session both people joined through its join address. */
const optionalProofFormSchema = z.object({ proof: z.instanceof(File).nullable() });

/**
 * The form of a dialog that sends one proof image (a session's completion, a payout's clearance). The
 * missing image, or the server's refusal of the request, is said for a while; a file the server refused for
 * its type or size stays marked until another is chosen. `optional`: the image may be left out.
 */
export function useProofForm({ optional = false }: { optional?: boolean } = {}) {
  const form = useForm({
    resolver: zodResolver(optional ? optionalProofFormSchema : proofFormSchema),
    defaultValues: { proof: null },
    // Choosing or removing the image clears its message: a removal does not ask for another before the next try.
    reValidateMode: 'onSubmit',
  });
  const proofError = form.formState.errors.proof;
  useEffect(() => {
    if (!proofError || proofError.type === 'server') return;
    const timer = setTimeout(() => form.clearErrors('proof'), PROOF_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [form, proofError]);
  return form;
}

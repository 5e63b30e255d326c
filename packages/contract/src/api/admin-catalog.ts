import { z } from 'zod';
import { PACKAGE_AMOUNT_MAX_RUPEES, PACKAGE_DESCRIPTION_MAX_LENGTH } from '../admin-constants.ts';
import { CATEGORIES, PACKAGE_KINDS } from '../constants.ts';
import { fieldMessage, type MessageField } from '../field-messages.ts';
import { VALIDATION_MESSAGES } from '../validation-messages.ts';
import { idSchema } from './auth.ts';

export const catalogRequestSchema = z
  .strictObject({
    /** One category's packages; all four without it. */
    category: z.enum(CATEGORIES, 'Category is M1, M2, M3 or M4.').optional(),
    adminId: idSchema.optional(),
  })
  .nullish();

/** A catalog package as the admin edits it; amounts in rupees. */
export const catalogPackageSchema = z.object({
  _id: z.string(),
  category: z.enum(CATEGORIES),
  kind: z.enum(PACKAGE_KINDS),
  packageName: z.string(),
  /** Rich text (HTML), cleaned on save. */
  packageDescription: z.string(),
  /** 0 means free. */
  packagePrice: z.number(),
  /** The struck-through price. */
  realPackagePrice: z.number(),
  /** What a completed session earns the mentor. */
  mentorEarning: z.number(),
  isActive: z.boolean(),
});
export type CatalogPackage = z.infer<typeof catalogPackageSchema>;

export const catalogSchema = z.array(
  z.object({ category: z.enum(CATEGORIES), packages: z.array(catalogPackageSchema) }),
);
export type Catalog = z.infer<typeof catalogSchema>;

const rupees = (field: MessageField) =>
  z
    .number(fieldMessage('rupeesNumber', field))
    .int(fieldMessage('rupeesWhole', field))
    .min(0, fieldMessage('rupeesNegative', field))
    .max(PACKAGE_AMOUNT_MAX_RUPEES, fieldMessage('rupeesTooLarge', field));

/** Change any of a package's price, real price, description and earning; at least one. */
export const updatePackageRequestSchema = z
  .strictObject({
    packageId: idSchema,
    packagePrice: rupees('price').optional(),
    realPackagePrice: rupees('realPrice').optional(),
    packageDescription: z
      .string()
      .trim()
      .min(1, VALIDATION_MESSAGES.descriptionRequired)
      .max(
        PACKAGE_DESCRIPTION_MAX_LENGTH,
        fieldMessage('tooLong', 'description', { count: PACKAGE_DESCRIPTION_MAX_LENGTH }),
      )
      .optional(),
    mentorEarning: rupees('earning').optional(),
    adminId: idSchema.optional(),
  })
  .refine(
    (body) =>
      body.packagePrice !== undefined ||
      body.realPackagePrice !== undefined ||
      body.packageDescription !== undefined ||
      body.mentorEarning !== undefined,
    { message: 'Change at least one of the price, real price, description or earning.' },
  );
export type UpdatePackageRequest = z.infer<typeof updatePackageRequestSchema>;

export const updatePackageResultSchema = z.object({
  package: catalogPackageSchema,
  /** Approved mentors of the category e-mailed about a price or earning change. */
  mentorsNotified: z.number().int(),
});

import { MESSAGES, type Rule } from '@akiya/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { registerDecorator } from 'class-validator';

/**
 * class-validator decorator applying rules from @akiya/contracts (the same functions the frontend
 * runs): the property fails with the first failing rule's Japanese message.
 */
export function Satisfies(...rules: Rule[]): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'satisfiesContractRules',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => rules.every((rule) => rule(value) === null),
        defaultMessage: (args) => {
          for (const rule of rules) {
            const message = rule(args?.value);
            if (message !== null) return message;
          }
          return MESSAGES.invalidValue;
        },
      },
    });
  };
}

/** A text field: absent, or a string (numbers, objects and arrays are refused). */
export const text: Rule = (value: unknown) =>
  value === undefined || value === null || typeof value === 'string' ? null : MESSAGES.invalidValue;

/** For @Transform: trims strings, leaves anything else for the rules to refuse. */
export function trimmed({ value }: { value: unknown }): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/** For @Transform on a multi-line text: trims strings and makes every line end \n; leaves anything else for the rules. */
export function trimmedLines({ value }: { value: unknown }): unknown {
  return typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : value;
}

/** For @Transform on checkboxes sent as form data: 'true', '1' and 'on' are true. */
export function checkbox({ value }: { value: unknown }): unknown {
  return value === 'true' || value === '1' || value === 'on' ? true : value;
}

/** The hidden `website` field of a public form: bots fill it in (the controller checks it before the DTO; here it only has to be text). */
export const HoneypotField = (): PropertyDecorator => applyDecorators(ApiPropertyOptional({ description: 'honeypot: leave empty' }), Satisfies(text));

/** A text field: trimmed, then checked with `rules` from @akiya/contracts (after `text`); `doc` for the API docs. */
export const TrimmedText = (rules: readonly Rule[], doc: ApiPropertyOptions): PropertyDecorator =>
  applyDecorators(ApiProperty(doc), Transform(trimmed), Satisfies(text, ...rules));

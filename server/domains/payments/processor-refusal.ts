import type { ErrorCode } from "../../../sdk/types.gen";
import { loadContract } from "../../contract";
import { ApiError } from "../../errors";
import type { StpimsCode } from "../../payments/provider/port";

let catalogued: Set<string> | null = null;

function inCatalogue(code: string): code is ErrorCode {
  if (!catalogued) {
    const schemas = loadContract().document.components as {
      schemas: { ErrorCode: { enum: string[] } };
    };
    catalogued = new Set(schemas.schemas.ErrorCode.enum);
  }
  return catalogued.has(code);
}

/**
 * The processor said no: its code goes to the person as it is (every STPIMS code of SPEC.md
 * section 8 has a message in each language). A code the catalogue does not know yet is shown
 * as the processor's general failure rather than as a code with no message.
 */
export function processorRefusal(status: number, code: StpimsCode): ApiError {
  return new ApiError(status, inCatalogue(code) ? code : "STPIMS-ERR-001");
}

export function isCatalogued(code: string): code is ErrorCode {
  return inCatalogue(code);
}

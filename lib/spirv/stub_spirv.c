/* Placeholder until the reader, text form and checker land (issue 2). */
#include "spirv/module.h"

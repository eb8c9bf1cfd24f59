/* included by option-arity.c's -include */

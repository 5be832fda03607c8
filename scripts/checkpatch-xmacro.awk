#!/usr/bin/awk -f
# checkpatch.pl --terse output in, the same out less its objections to the
# X-macros over lsm_hook_defs.h: a #define taking LSM_HOOK()'s parameters
# (RET, DEFAULT, NAME, ...).  Such a macro makes one declaration or
# function per hook, so checkpatch finds its arguments unused or reused and
# its value complex, as it does in security.c and lsm_hooks.h, which write
# them the same way.  Other objections, and these on any other macro, stay.
#
# usage: checkpatch.pl --terse ... | awk -f checkpatch-xmacro.awk
#	(in the directory checkpatch ran in: the FILE:LINE: prefixes name a
#	source file, or a patch, whose line is read)

function line_of(file, n,	text, i) {
	if (!(file in read_)) {
		read_[file] = 1
		i = 0
		while ((getline text < file) > 0)
			lines_[file, ++i] = text
		close(file)
	}
	return lines_[file, n]
}

match($0, /^[^:]+:[0-9]+: [A-Z]+:(MACRO_ARG_UNUSED|MACRO_ARG_REUSE|MACRO_ARG_PRECEDENCE|COMPLEX_MACRO|MULTISTATEMENT_MACRO_USE_DO_WHILE|TRAILING_SEMICOLON):/) {
	split($0, f, ":")
	if (line_of(f[1], f[2]) ~ /^\+?[ \t]*#[ \t]*define[ \t]+[A-Za-z0-9_]+\(RET, DEFAULT, NAME, \.\.\.\)/)
		next
}

{
	print
}

"""The built-in rule files, installed with the package as ``wuhu_mj.rules``."""
